import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
} from 'react-aria-components';
import { joinClassNames, type StyleProps } from '../props';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './UnitField.css';

export interface UnitFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style'>,
    StyleProps {
  /** Visible label; say the unit in it too when it matters (the unit after the input is not read). */
  label: ReactNode;
  /** The unit shown after the number (`%`, `L/min`). */
  unit?: ReactNode;
  /** An error under the field; set `isInvalid` alone when the message is shown elsewhere. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Keyboard hint for phones: `numeric` for whole numbers, `decimal` otherwise. */
  inputMode?: 'numeric' | 'decimal';
  /**
   * A small muted label, for short fields side by side.
   * @selector [data-compact]
   */
  compact?: boolean;
}

/**
 * A number typed as text (a react-aria TextField, so the caller cleans it as it wants), with its unit after
 * it: the look of `TextField`, digits in columns, no autocomplete.
 * @selector [data-invalid] [data-disabled] [data-compact]
 */
export function UnitField({
  label,
  unit,
  errorMessage,
  placeholder,
  inputMode = 'decimal',
  compact,
  isInvalid,
  className,
  style,
  ...rest
}: UnitFieldProps) {
  return (
    <AriaTextField
      {...rest}
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
      </div>
      {errorMessage ? <FieldError className={fieldStyles.error}>{errorMessage}</FieldError> : null}
    </AriaTextField>
  );
}
