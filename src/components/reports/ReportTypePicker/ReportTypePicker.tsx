import { forwardRef } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { REPORT_TYPES, type ReportType } from '../../../domain/adapters/reports.ts';
import { useDamText } from '../../../i18n/useDamText';
import { Icon } from '../../ui/Icon';
import { useThemedPortalContainer } from '../../ui/portal';
import { joinClassNames, type StyleProps } from '../../ui/props';
import * as fieldStyles from '../../ui/TextField/TextField.css';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './ReportTypePicker.css';
import { reportTypePickerTexts } from './texts';

export interface ReportTypePickerProps extends StyleProps {
  /** The type chosen (controlled, with `onChange`). */
  value?: ReportType | undefined;
  /** The type at first (uncontrolled); max temperature by default. */
  defaultValue?: ReportType | undefined;
  /** Called with the type picked. */
  onChange?: (type: ReportType) => void;
  /** The types offered, in order; the five of the seed by default. */
  types?: readonly ReportType[] | undefined;
  /** Replaces the label ('Report type'). */
  label?: string | undefined;
  /**
   * @selector [data-disabled]
   */
  isDisabled?: boolean | undefined;
}

/**
 * The report type of the report analysis (part 2 §2.7: a dropdown of five types): a react-aria Select whose
 * options say what a row of each report holds and whether it comes with a chart, so a first-time user can
 * tell 'cooling situation' from 'dam temperature control data' before loading either. Typeahead by name.
 * @selector [data-type]
 */
export const ReportTypePicker = /* @__PURE__ */ forwardRef<HTMLDivElement, ReportTypePickerProps>(
  function ReportTypePicker(
    { value, defaultValue = 'maxTemp', onChange, types = REPORT_TYPES, label, isDisabled, className, style },
    ref,
  ) {
    const { t } = useDamText(reportTypePickerTexts);
    const [chosen, setChosen] = useControlledState(value, defaultValue, onChange);
    const { anchorRef, container } = useThemedPortalContainer();
    return (
      <>
        <span ref={anchorRef} hidden />
        <Select
          ref={ref}
          className={joinClassNames(fieldStyles.field, className)}
          style={style}
          value={chosen}
          onChange={(key: Key | null) => {
            if (key !== null) setChosen(key as ReportType);
          }}
          isDisabled={isDisabled}
          data-type={chosen}
        >
          <Label className={fieldStyles.label}>{label ?? t('report.type.label')}</Label>
          <AriaButton className={styles.button}>
            <SelectValue className={styles.value}>
              {({ isPlaceholder, defaultChildren }) =>
                // No type offered: say so in the reader's language, not the picker's own placeholder.
                isPlaceholder
                  ? types.length === 0
                    ? t('common.noData')
                    : defaultChildren
                  : t(`report.type.${chosen}`)
              }
            </SelectValue>
            <Icon name="chevronDown" size={18} />
          </AriaButton>
          <Popover className={styles.popover} UNSTABLE_portalContainer={container} placement="bottom start">
            <ListBox className={styles.listBox}>
              {types.map((type) => (
                <ListBoxItem
                  key={type}
                  id={type}
                  textValue={t(`report.type.${type}`)}
                  className={styles.option}
                >
                  <span className={styles.name}>{t(`report.type.${type}`)}</span>
                  <span className={styles.hint}>{t(`report.typeHint.${type}`)}</span>
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      </>
    );
  },
);
