import { forwardRef, type ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
} from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { joinClassNames, type StyleProps } from '../props';
import * as fieldStyles from '../TextField/TextField.css';
import { unitFieldTexts } from './texts';
import * as styles from './UnitField.css';

export interface UnitFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style'>,
    StyleProps {
  /** Visible label; say the unit in it too when it matters (the unit after the input is not read). */
  label: ReactNode;
  /** The unit shown after the number (`%`, `L/min`). */
  unit?: ReactNode | undefined;
  /** An error under the field; set `isInvalid` alone when the message is shown elsewhere. */
  errorMessage?: ReactNode | undefined;
  placeholder?: string | undefined;
  /** Keyboard hint for phones: `numeric` for whole numbers, `decimal` otherwise. */
  inputMode?: 'numeric' | 'decimal' | undefined;
  /**
   * A small muted label, for short fields side by side.
   * @selector [data-compact]
   */
  compact?: boolean | undefined;
  /**
   * Offers a ± button that flips the sign of the typed number: phone decimal keypads (iOS) have no minus
   * key, and an aggregate or a winter reading may be below zero. Use with a controlled `value` / `onChange`.
   */
  signed?: boolean | undefined;
}

/** The typed text with its sign flipped ('' stays ''; '-3' ↔ '3'). */
export function flipSign(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '-';
  return trimmed.startsWith('-') ? trimmed.slice(1) : `-${trimmed}`;
}

/**
 * A number typed as text (a react-aria TextField, so the caller cleans it as it wants), with its unit after
 * it: the look of `TextField`, digits in columns, no autocomplete.
 * @selector [data-invalid] [data-disabled] [data-compact]
 */
export const UnitField = /* @__PURE__ */ forwardRef<HTMLDivElement, UnitFieldProps>(function UnitField(
  {
    label,
    unit,
    errorMessage,
    placeholder,
    inputMode = 'decimal',
    compact,
    signed,
    isInvalid,
    className,
    style,
    ...rest
  },
  ref,
) {
  const { t } = useDamText(unitFieldTexts);
  const { value, onChange, isDisabled, isReadOnly } = rest;
  return (
    <AriaTextField
      {...rest}
      ref={ref}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={joinClassNames(fieldStyles.field, className)}
      style={style}
      data-compact={compact || undefined}
    >
      <Label className={compact ? styles.compactLabel : fieldStyles.label}>{label}</Label>
      <div className={fieldStyles.control}>
        <Input
          className={`${fieldStyles.input} ${styles.numeric}`}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
        />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {signed && onChange ? (
          <Button
            variant="quiet"
            className={styles.sign}
            aria-label={t('field.sign')}
            isDisabled={isDisabled || isReadOnly}
            onPress={() => onChange(flipSign(value ?? ''))}
          >
            ±
          </Button>
        ) : null}
      </div>
      {errorMessage ? <FieldError className={fieldStyles.error}>{errorMessage}</FieldError> : null}
    </AriaTextField>
  );
});
