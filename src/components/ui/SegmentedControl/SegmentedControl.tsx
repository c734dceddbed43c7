import { type ForwardedRef, forwardRef, type ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { genericForwardRef } from '../genericForwardRef';
import { joinClassNames, type StyleProps } from '../props';
import { focusRing } from '../shared.css';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlProps<Value extends string> extends StyleProps {
  /** Visible label of the choice. */
  label: ReactNode;
  /** The chosen value; null when nothing is chosen yet. */
  value: Value | null;
  /** Called with the value the user picks. */
  onChange: (value: Value) => void;
  /** An error under the choice; the choice is invalid while it is set. */
  errorMessage?: ReactNode | undefined;
  /** Invalid without a message of its own (the form says why elsewhere). */
  isInvalid?: boolean | undefined;
  isDisabled?: boolean | undefined;
  /** The `Segment`s. */
  children: ReactNode;
}

/**
 * One choice among a few, shown as a row of equal segments (a react-aria RadioGroup: arrow keys move the
 * choice, each segment is a radio with its label). For a mode or a kind of value on a phone form.
 */
export const SegmentedControl = /* @__PURE__ */ genericForwardRef(function SegmentedControl<
  Value extends string,
>(
  {
    label,
    value,
    onChange,
    errorMessage,
    isInvalid,
    isDisabled,
    children,
    className,
    style,
  }: SegmentedControlProps<Value>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <RadioGroup
      ref={ref}
      className={joinClassNames(styles.group, className)}
      style={style}
      value={value}
      onChange={(next) => onChange(next as Value)}
      isInvalid={isInvalid || Boolean(errorMessage)}
      isDisabled={isDisabled}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.segments}>{children}</div>
      {errorMessage ? (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RadioGroup>
  );
});

export interface SegmentProps {
  /** The value this segment stands for. */
  value: string;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * One segment (a react-aria Radio).
 * @selector [data-selected] [data-pressed] [data-focus-visible] [data-disabled] [data-invalid]
 */
export const Segment = /* @__PURE__ */ forwardRef<HTMLLabelElement, SegmentProps>(function Segment(
  { value, children, className },
  ref,
) {
  const base = `${styles.segment} ${focusRing}`;
  return (
    <Radio ref={ref} className={joinClassNames(base, className)} value={value}>
      {children}
    </Radio>
  );
});
