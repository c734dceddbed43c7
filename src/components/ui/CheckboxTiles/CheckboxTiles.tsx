import { forwardRef, type ReactNode } from 'react';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { joinClassNames, type StyleProps } from '../props';
import { focusRing } from '../shared.css';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './CheckboxTiles.css';

export interface CheckboxTileGroupProps extends StyleProps {
  /** Visible label of the group. */
  label: ReactNode;
  /** The values of the checked tiles. */
  value: readonly string[];
  /** Called with the new set of checked values. */
  onChange: (value: string[]) => void;
  /** An error under the tiles; the group is invalid while it is set. */
  errorMessage?: ReactNode | undefined;
  /** Between the label and the tiles: tools (select all, clear), a count, a legend. */
  toolbar?: ReactNode | undefined;
  /** The `CheckboxTile`s. */
  children: ReactNode;
}

/**
 * Many on/off choices as a grid of touch-sized tiles (a react-aria CheckboxGroup), e.g. the loops 1–72 a
 * command reaches.
 */
export const CheckboxTileGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, CheckboxTileGroupProps>(
  function CheckboxTileGroup(
    { label, value, onChange, errorMessage, toolbar, children, className, style },
    ref,
  ) {
    return (
      <CheckboxGroup
        ref={ref}
        className={joinClassNames(styles.group, className)}
        style={style}
        value={[...value]}
        onChange={onChange}
        isInvalid={Boolean(errorMessage)}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
        <div className={styles.grid}>{children}</div>
        {errorMessage ? (
          <Text slot="errorMessage" className={fieldStyles.error}>
            {errorMessage}
          </Text>
        ) : null}
      </CheckboxGroup>
    );
  },
);

export interface CheckboxTileProps {
  /** The value this tile adds to the group's value when checked. */
  value: string;
  /** The short visible text (a number); give `aria-label` when it does not say enough. */
  children: ReactNode;
  'aria-label'?: string | undefined;
  /** Draws a small corner dot (say what it means in `aria-label` and in a legend). */
  marked?: boolean | undefined;
  className?: string | undefined;
}

/**
 * One tile (a react-aria Checkbox).
 * @selector [data-selected] [data-pressed] [data-focus-visible] [data-disabled] [data-invalid] [data-marked]
 */
export const CheckboxTile = /* @__PURE__ */ forwardRef<HTMLLabelElement, CheckboxTileProps>(
  function CheckboxTile({ value, children, marked, className, ...aria }, ref) {
    const base = `${styles.tile} ${focusRing}`;
    return (
      <Checkbox
        {...aria}
        ref={ref}
        value={value}
        className={joinClassNames(base, className)}
        data-marked={marked || undefined}
      >
        {children}
        {marked ? <span className={styles.mark} aria-hidden="true" /> : null}
      </Checkbox>
    );
  },
);
