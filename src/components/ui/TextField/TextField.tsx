import { forwardRef, type ReactNode, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { joinClassNames } from '../props';
import * as styles from './TextField.css';
import { textFieldTexts } from './texts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  /** Visible label (every field has one). */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode | undefined;
  /**
   * An error to show under the field; the field is invalid while it is set.
   * @selector [data-invalid]
   */
  errorMessage?: string | null | undefined;
  /** Placeholder text inside the empty field. */
  placeholder?: string | undefined;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean | undefined;
  /** Visible rows of a multi-line field. */
  rows?: number | undefined;
  /** A password field gets a button that shows and hides the typed text. */
  revealable?: boolean | undefined;
  /** Keyboard hint for phones (`numeric`, `tel`, …). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none' | undefined;
  /** Extra class on the field wrapper. */
  className?: string | undefined;
}

/**
 * A labelled text field (react-aria TextField): label, input or text area, help text and one error message.
 * The error is passed in (`errorMessage`), so any validation layer — damtherm's domain rules or a portal's own —
 * decides what is wrong; react-aria wires `aria-invalid`, `aria-describedby` and the label.
 */
export const TextField = /* @__PURE__ */ forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    multiline,
    rows = 5,
    revealable,
    inputMode,
    type = 'text',
    className,
    isRequired,
    ...rest
  },
  ref,
) {
  const { t } = useDamText(textFieldTexts);
  const [revealed, setRevealed] = useState(false);
  const invalid = Boolean(errorMessage);
  const inputType = type === 'password' && revealed ? 'text' : type;
  return (
    <AriaTextField
      {...rest}
      ref={ref}
      type={inputType}
      isRequired={isRequired}
      isInvalid={invalid}
      validationBehavior="aria"
      className={joinClassNames(styles.field, className)}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.control}>
        {multiline ? (
          <TextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
        ) : (
          <Input className={styles.input} placeholder={placeholder} inputMode={inputMode} />
        )}
        {revealable && type === 'password' ? (
          <Button
            variant="icon"
            aria-label={revealed ? t('ui.hidePassword') : t('ui.showPassword')}
            aria-pressed={revealed}
            onPress={() => setRevealed((value) => !value)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={22} />
          </Button>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
