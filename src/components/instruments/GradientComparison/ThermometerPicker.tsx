import { forwardRef, type ReactNode, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { type ValidationIssue, validateGradientSelection } from '../../../domain';
import { GRADIENT_SELECTION_MAX } from '../../../domain/constants';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { focusRing } from '../../ui/shared.css';
import * as fieldStyles from '../../ui/TextField/TextField.css';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './GradientComparison.css';
import { gradientComparisonTexts } from './texts';

export interface ThermometerPickerProps extends StyleProps, LoadStateProps {
  /** The thermometers of the gradient meter by name, in the meter's order (shallow to deep); undefined while loading. */
  thermometers: readonly string[] | undefined;
  /** The chosen names (controlled, with `onChange`), always in the meter's order. */
  value?: readonly string[] | undefined;
  /** The names chosen at first (uncontrolled; default the first one). */
  defaultValue?: readonly string[] | undefined;
  /** Called with the chosen names, in the meter's order, when the user changes them to 1 or 2. */
  onChange?: (names: string[]) => void;
  /** Visible label (default "Thermometers (choose 1–2)"). */
  label?: ReactNode | undefined;
}

/**
 * The thermometers of the gradient comparison (part 2 §2.7, §5, §9): one or two of a gradient meter's
 * thermometers. A third choice, or taking off the last one, is refused and says why (validation.gradient.max,
 * .min); the choice stays as it was.
 * @selector [data-selected] on a chosen thermometer
 * @selector [data-refused="min" | "max"] on the root after a refusal
 */
export const ThermometerPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, ThermometerPickerProps>(
  function ThermometerPicker(
    { thermometers, value, defaultValue, onChange, label, loading, error, onRetry, className, style },
    ref,
  ) {
    const { t } = useDamText(gradientComparisonTexts);
    const [chosen, setChosen] = useControlledState<readonly string[]>(
      value,
      defaultValue ?? thermometers?.slice(0, 1) ?? [],
      onChange as ((next: readonly string[]) => void) | undefined,
    );
    const [refusal, setRefusal] = useState<ValidationIssue | null>(null);

    if (error && !thermometers) {
      return (
        <div ref={ref} className={className} style={style}>
          <StatusMessage tone="error" onRetry={onRetry}>
            {typeof error === 'boolean' ? t('comparison.gradient.metersError') : error}
          </StatusMessage>
        </div>
      );
    }
    if (loading || !thermometers) {
      return (
        <div ref={ref} className={className} style={style} aria-busy="true">
          <StatusMessage tone="loading" />
        </div>
      );
    }
    if (thermometers.length === 0) {
      return (
        <div ref={ref} className={className} style={style}>
          <StatusMessage tone="empty">{t('comparison.gradient.noThermometers')}</StatusMessage>
        </div>
      );
    }

    const change = (next: string[]) => {
      const ordered = thermometers.filter((name) => next.includes(name));
      const [issue] = validateGradientSelection(ordered);
      if (issue) {
        setRefusal(issue);
        return;
      }
      setRefusal(null);
      setChosen(ordered);
    };
    const refusedKind = refusal?.key.endsWith('.max') ? 'max' : refusal ? 'min' : undefined;

    return (
      <CheckboxGroup
        ref={ref}
        className={joinClassNames(styles.picker, className)}
        style={style}
        value={[...chosen]}
        onChange={change}
        data-refused={refusedKind}
      >
        <div className={styles.header}>
          <Label className={fieldStyles.label}>{label ?? t('comparison.gradient.thermometers')}</Label>
          <span className={styles.count}>
            {t('comparison.gradient.chosen', { count: chosen.length, max: GRADIENT_SELECTION_MAX })}
          </span>
        </div>
        <div className={styles.grid}>
          {thermometers.map((name) => (
            <Checkbox key={name} value={name} className={`${styles.chip} ${focusRing}`}>
              {({ isSelected }) => (
                <>
                  <span className={styles.mark} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {name}
                </>
              )}
            </Checkbox>
          ))}
        </div>
        {/* A live region that is always there, so the refusal is read out when it appears. */}
        <p className={styles.refusal} role="status" data-refusal="">
          {refusal ? t(refusal.key) : null}
        </p>
      </CheckboxGroup>
    );
  },
);
