import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Icon } from '../../ui/Icon';
import { useThemedPortalContainer } from '../../ui/portal';
import * as fieldStyles from '../../ui/TextField/TextField.css';
import * as styles from './BayPicker.css';
import { bayPickerTexts } from './texts';

/** The key of bays with no dam section (a Select key cannot be null). */
const NO_BLOCK = 'none';

export interface BlockSelectProps {
  /** The dam sections to offer, in order (null: bays without one). */
  blocks: readonly (number | null)[];
  /** How many bays each section holds among those offered. */
  counts: ReadonlyMap<number | null, number>;
  /** The section chosen; undefined when none is. */
  value: number | null | undefined;
  onChange: (block: number | null) => void;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  errorMessage?: string | null | undefined;
}

/** The dam section of the bin: a react-aria Select (a list in a popover, typeahead by number). */
export function BlockSelect({
  blocks,
  counts,
  value,
  onChange,
  isRequired,
  isDisabled,
  errorMessage,
}: BlockSelectProps) {
  const { t } = useDamText(bayPickerTexts);
  const { anchorRef, container } = useThemedPortalContainer();
  const keyOf = (block: number | null) => (block === null ? NO_BLOCK : String(block));
  const nameOf = (block: number | null) =>
    block === null ? t('entry.picker.noBlock') : t('entry.picker.blockName', { block });
  return (
    <>
      <span ref={anchorRef} hidden />
      <Select
        className={fieldStyles.field}
        value={value === undefined ? null : keyOf(value)}
        onChange={(key: Key | null) => {
          if (key === null) return;
          onChange(key === NO_BLOCK ? null : Number(key));
        }}
        placeholder={t('entry.picker.blockPlaceholder')}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        data-testid="bay-picker-block"
      >
        <Label className={fieldStyles.label}>
          {t('entry.picker.block')}
          {isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue className={styles.selectValue}>
            {/* The section's name alone: its count is for the list. */}
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <Icon name="chevronDown" size={18} />
        </AriaButton>
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        <Popover className={styles.popover} UNSTABLE_portalContainer={container} placement="bottom start">
          <ListBox className={styles.listBox}>
            {blocks.map((block) => (
              <ListBoxItem
                key={keyOf(block)}
                id={keyOf(block)}
                textValue={nameOf(block)}
                className={styles.option}
              >
                <span>{nameOf(block)}</span>
                <span className={styles.optionCount}>
                  {t('entry.picker.binCount', { count: counts.get(block) ?? 0 })}
                </span>
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </>
  );
}
