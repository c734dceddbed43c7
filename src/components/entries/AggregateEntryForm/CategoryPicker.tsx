import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { AggregateType } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { focusRing } from '../../ui/shared.css';
import * as fieldStyles from '../../ui/TextField/TextField.css';
import * as styles from './AggregateEntryForm.css';
import { categoryWords } from './categoryWords';
import { aggregateEntryFormTexts } from './texts';

export interface CategoryPickerProps {
  /** The categories; undefined while they load. */
  types: readonly AggregateType[] | undefined;
  /** The chosen category's id, or null. */
  value: string | null;
  onChange: (typeId: string) => void;
  errorMessage?: string | null | undefined;
}

/**
 * One category among the aggregate types (a react-aria RadioGroup of tiles: arrow keys move the choice),
 * each tile its type over its region.
 * @selector [data-selected] [data-invalid]
 */
export function CategoryPicker({ types, value, onChange, errorMessage }: CategoryPickerProps) {
  const { t } = useDamText(aggregateEntryFormTexts);
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      data-testid="aggregate-category"
    >
      <Label className={fieldStyles.label}>{t('aggregate.form.category')}</Label>
      {types === undefined ? (
        <p className={styles.note} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : types.length === 0 ? (
        <p className={styles.note}>{t('aggregate.form.noCategories')}</p>
      ) : (
        <div className={styles.tiles}>
          {types.map((type) => {
            const words = categoryWords(type, t);
            return (
              <Radio
                key={type.id}
                value={type.id}
                className={`${styles.tile} ${focusRing}`}
                aria-label={t('aggregate.form.categoryName', words)}
              >
                <span>{words.type}</span>
                <span className={styles.region}>{words.region}</span>
              </Radio>
            );
          })}
        </div>
      )}
      {errorMessage ? (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
