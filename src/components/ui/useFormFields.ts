import { useState } from 'react';
import { issueFor, type ValidationIssue } from '../../domain/validation';
import type { DamT } from '../../i18n/translator';

/** The props that bind one kit `TextField` to a form's values and issues. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null;
}

export interface FormFields<Field extends string> {
  /** The typed values, by field. */
  values: Record<Field, string>;
  setValues: (update: (values: Record<Field, string>) => Record<Field, string>) => void;
  /** Sets the issues a validation found (the domain's rules); each shows under its field. */
  setIssues: (issues: ValidationIssue[]) => void;
  /** The translated message of a field's issue (also a field that is not a text field), or null. */
  error: (field: string) => string | null;
  /** Clears a field's issue (for a field that is not a text field, such as a choice). */
  clearIssue: (field: string) => void;
  /** Spread on a `TextField`: name, value, change (which clears the field's issue) and error message. */
  field: (name: Field) => BoundField;
}

/**
 * The text fields of a form checked by the domain's validation rules: their values, the issues found, and a
 * binding per field. Issue keys are translated with the form's own `t`, whose texts bring the areas its rules
 * name. Typing in a field clears its issue and calls `onEdit` (for example to drop the answer of the last
 * submission).
 */
export function useFormFields<Field extends string>(
  initial: Record<Field, string>,
  t: DamT,
  onEdit?: (field: Field) => void,
): FormFields<Field> {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const clearIssue = (field: string) => setIssues((list) => list.filter((issue) => issue.field !== field));
  const error = (field: string) => {
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };
  const field = (name: Field): BoundField => ({
    name,
    value: values[name],
    onChange: (value) => {
      setValues((v) => ({ ...v, [name]: value }));
      clearIssue(name);
      onEdit?.(name);
    },
    errorMessage: error(name),
  });
  return { values, setValues, setIssues, error, clearIssue, field };
}
