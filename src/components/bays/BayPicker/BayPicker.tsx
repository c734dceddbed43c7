import { forwardRef, type ReactNode, useMemo } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { BinChoice } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { SearchField } from '../../ui/SearchField';
import { StatusMessage } from '../../ui/StatusMessage';
import { focusRing } from '../../ui/shared.css';
import * as fieldStyles from '../../ui/TextField/TextField.css';
import * as styles from './BayPicker.css';
import { BlockSelect } from './BlockSelect';
import { bayPickerTexts } from './texts';

export type { BinChoice };

/** What the picker holds: the dam section, and the one bay chosen in it. */
export interface BayChoice {
  /** The dam section chosen (null: bays without one); undefined before any is chosen. */
  block?: number | null;
  /** The bay chosen, or null. */
  bay: BinChoice | null;
}

/** Nothing chosen. */
export const NO_BAY_CHOICE: BayChoice = { bay: null };

/** Bins shown without a section when a search matched this few or fewer (beyond, choose a section). */
const MATCHES_WITHOUT_BLOCK = 60;

export interface BayPickerProps extends StyleProps, LoadStateProps {
  /**
   * The bays to choose from (`/pqt/idam_ids`: up to 500, newest first, matching the search); undefined
   * while they load.
   */
  bins: readonly BinChoice[] | undefined;
  /** The section and bay chosen (controlled). */
  value: BayChoice;
  onChange: (value: BayChoice) => void;
  /** The search applied to `bins` (the field starts with it). */
  keyword?: string | undefined;
  /** Called with a new search (trimmed; '' to show all): load `bins` again with it. */
  onSearch?: (keyword: string) => void;
  /**
   * The bin entry needs a section and a bin (marked required).
   * @selector [data-required]
   */
  isRequired?: boolean | undefined;
  /** The problem with the section ('please choose the dam section'). */
  blockError?: string | null | undefined;
  /**
   * The problem with the bin ('Please choose one bay').
   * @selector [data-invalid]
   */
  binError?: string | null | undefined;
  isDisabled?: boolean | undefined;
}

/**
 * One bay among the bin numbers (part 2 §2.5, §5: a single choice; the bin entry needs a dam section and a
 * bin number). A list of 500 stays usable on a phone: the dam section first (a select with each section's
 * count), then that section's bins as tiles; a search narrows the list (the caller loads it again) and,
 * when it matches few, shows them without a section. Choosing a bin also sets its section.
 * @selector [data-required] [data-invalid]
 */
export const BayPicker = /* @__PURE__ */ forwardRef<HTMLFieldSetElement, BayPickerProps>(function BayPicker(
  {
    bins,
    value,
    onChange,
    keyword = '',
    onSearch,
    isRequired = false,
    blockError,
    binError,
    isDisabled,
    loading = false,
    error,
    onRetry,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(bayPickerTexts);
  const groups = useMemo(() => groupByBlock(bins ?? []), [bins]);
  const blocks = useMemo(() => {
    const list = [...groups.keys()];
    // A section chosen before a search narrowed the bins stays offered.
    if (value.block !== undefined && !groups.has(value.block)) list.push(value.block);
    return list.sort(byBlock);
  }, [groups, value.block]);
  const counts = useMemo(
    () => new Map([...groups].map(([block, list]) => [block, list.length] as const)),
    [groups],
  );

  const shown: readonly BinChoice[] | null =
    value.block !== undefined
      ? (groups.get(value.block) ?? [])
      : keyword !== '' && (bins?.length ?? 0) <= MATCHES_WITHOUT_BLOCK
        ? (bins ?? [])
        : null;
  const chosenId = value.bay?.id ?? null;

  const choose = (id: string) => {
    const bay = bins?.find((bin) => bin.id === id) ?? null;
    if (bay) onChange({ block: bay.block, bay });
  };

  let body: ReactNode;
  if (error) {
    body = (
      <StatusMessage tone="error" onRetry={onRetry}>
        {typeof error === 'boolean' ? t('entry.picker.loadError') : error}
      </StatusMessage>
    );
  } else if (loading || bins === undefined) {
    body = <StatusMessage tone="loading" />;
  } else if (bins.length === 0) {
    body = <StatusMessage tone="empty">{t('entry.picker.empty')}</StatusMessage>;
  } else if (shown === null) {
    body = <p className={styles.hint}>{t('entry.picker.chooseBlock')}</p>;
  } else if (shown.length === 0) {
    body = <StatusMessage tone="empty">{t('entry.picker.emptyBlock')}</StatusMessage>;
  } else {
    body = null;
  }

  return (
    <fieldset
      ref={ref}
      className={joinClassNames(styles.root, className)}
      style={style}
      disabled={isDisabled}
      data-required={isRequired || undefined}
      data-invalid={binError || blockError ? '' : undefined}
      aria-busy={loading || bins === undefined || undefined}
      data-testid="bay-picker"
    >
      <legend className={styles.legend}>{t('entry.picker.label')}</legend>
      {onSearch ? (
        <SearchField
          label={t('entry.picker.search')}
          placeholder={t('entry.picker.searchPlaceholder')}
          keyword={keyword}
          onSearch={onSearch}
          isDisabled={isDisabled}
          data-testid="bay-picker-search"
        />
      ) : null}
      <BlockSelect
        blocks={blocks}
        counts={counts}
        value={value.block}
        onChange={(block) =>
          onChange({ block, bay: value.bay && value.bay.block === block ? value.bay : null })
        }
        isRequired={isRequired}
        isDisabled={isDisabled || !bins || bins.length === 0}
        errorMessage={blockError}
      />
      <RadioGroup
        className={styles.bins}
        value={chosenId}
        onChange={choose}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(binError)}
        validationBehavior="aria"
      >
        <Label className={fieldStyles.label}>
          {t('entry.picker.bins')}
          {isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        {body ?? (
          <div className={styles.tiles} data-testid="bay-picker-bins">
            {(shown ?? []).map((bin) => (
              <Radio key={bin.id} value={bin.id} className={`${styles.tile} ${focusRing}`}>
                {bin.bin || bin.id}
              </Radio>
            ))}
          </div>
        )}
        {binError ? (
          <Text slot="errorMessage" className={fieldStyles.error}>
            {binError}
          </Text>
        ) : null}
      </RadioGroup>
      <div className={styles.chosen} aria-live="polite">
        <span data-testid="bay-picker-chosen">
          {value.bay ? t('entry.picker.chosen', { bin: value.bay.bin }) : t('entry.picker.none')}
        </span>
        {value.bay && !isRequired ? (
          <Button variant="quiet" size="sm" onPress={() => onChange({ block: value.block, bay: null })}>
            {t('entry.picker.clear')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
});

/** Bays by dam section, each section's bins in bin-number order. */
function groupByBlock(bins: readonly BinChoice[]): Map<number | null, BinChoice[]> {
  const groups = new Map<number | null, BinChoice[]>();
  for (const bin of bins) {
    const list = groups.get(bin.block);
    if (list) list.push(bin);
    else groups.set(bin.block, [bin]);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  for (const list of groups.values()) list.sort((a, b) => collator.compare(a.bin, b.bin));
  return groups;
}

/** Sections in number order, bays without one last. */
function byBlock(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}
