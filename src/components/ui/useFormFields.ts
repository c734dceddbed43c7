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

/** The names of a form's values that are text (those `field` binds to a `TextField`). */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

export interface FormFieldsOptions<Values> {
  /** After the user edits a value, beyond clearing its issues (for example to drop the last answer). */
  onEdit?: (name: keyof Values) => void;
  /**
   * The issue fields an edit of a value clears, where they are not the value's own name (a bay chosen in a
   * picker clears the section's and the bin's issues).
   */
  issueFields?: { readonly [Name in keyof Values]?: readonly string[] };
}

export interface FormFields<Values> {
  /** The values as the user left them, by name: text as typed, choices, times. */
  values: Values;
  setValues: (update: (values: Values) => Values) => void;
  /** The user set a value: the issues at its fields go and `onEdit` is called. */
  set: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** Sets the issues a validation found (the domain's rules); each shows under its field. */
  setIssues: (issues: readonly ValidationIssue[]) => void;
  /** The translated message of a field's issue (also a field that is not a text field), or null. */
  error: (field: string) => string | null;
  /** Clears a field's issue (for a field that is not a text field, such as a choice). */
  clearIssue: (field: string) => void;
  /** Spread on a `TextField`: name, value, change (which clears the field's issue) and error message. */
  field: (name: TextFieldName<Values>) => BoundField;
}

/**
 * The values of a form checked by the domain's validation rules: the values, the issues found, and a
 * binding per text field. Issue keys are translated with the form's own `t`, whose texts bring the areas its
 * rules name. Setting a value clears its issues and calls `onEdit` (for example to drop the answer of the
 * last submission).
 */
export function useFormFields<Values extends object>(
  initial: Values | (() => Values),
  t: DamT,
  { onEdit, issueFields }: FormFieldsOptions<Values> = {},
): FormFields<Values> {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const clearIssue = (field: string) => setIssues((list) => list.filter((issue) => issue.field !== field));
  const error = (field: string) => {
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const cleared: readonly string[] = issueFields?.[name] ?? [String(name)];
    setIssues((list) => list.filter((issue) => !cleared.includes(issue.field)));
    onEdit?.(name);
  };
  const field = (name: TextFieldName<Values>): BoundField => ({
    name,
    value: values[name] as string,
    onChange: (value) => set(name, value as Values[typeof name]),
    errorMessage: error(name),
  });
  return { values, setValues, set, setIssues, error, clearIssue, field };
}
