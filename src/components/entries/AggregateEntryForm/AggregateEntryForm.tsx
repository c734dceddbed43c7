import { forwardRef, type ReactNode } from 'react';
import {
  AGGREGATE_STAGES,
  type AggregateStage,
  type AggregateType,
  aggregateStageName,
  type EntryOutcome,
  type WriteRefusal,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { DateTimeField } from '../../ui/DateTimeField';
import type { StyleProps } from '../../ui/props';
import { ReadOnlyOr, writeStateProps } from '../../ui/ReadOnlyNotice';
import { Segment, SegmentedControl } from '../../ui/SegmentedControl';
import { SendForm } from '../../ui/SendForm';
import { UnitField } from '../../ui/UnitField';
import { CategoryPicker } from './CategoryPicker';
import { aggregateEntryFormTexts } from './texts';
import {
  type AggregateEntry,
  type AggregateEntryRequest,
  useAggregateEntryForm,
} from './useAggregateEntryForm';

export type { AggregateEntry, AggregateEntryRequest };

export interface AggregateEntryFormProps extends StyleProps {
  /** The categories to choose from (aggregateType); undefined while they load. None is chosen at first. */
  types: readonly AggregateType[] | undefined;
  /**
   * Writes the entry; never called for input the rules refuse, never twice for one tap, nor while a call
   * is in flight; a retry of the same entry carries the same `requestId` (its idempotency key). Resolve
   * `{ ok: true }` ('entry complete'), `{ ok: true, queued: true }` when it is kept on the device to be sent
   * later, or a refusal (`messageKey` of the broken rule when the server named one); reject when the call
   * itself failed ('entry failed, please re-enter').
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (request: AggregateEntryRequest) => Promise<EntryOutcome>;
  /** Called after an entry was taken (written or kept), with what was entered. */
  onEntered?: (entry: AggregateEntry, outcome: EntryOutcome) => void;
  /** The present, epoch ms: the default entry time and the latest allowed; the clock by default. */
  now?: number | undefined;
  /** The cooling stage chosen at first (default 1, the first cooling). */
  defaultStage?: AggregateStage | undefined;
  /**
   * Why the user may not enter data (the visitor): the card shows the reason instead of the form.
   * @selector [data-read-only]
   */
  refusal?: WriteRefusal | null | undefined;
  /** The card's heading ('Aggregate temperature entry'), e.g. with the aggregate's name. */
  title?: ReactNode | undefined;
  /** Heading level of the card's title. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The aggregate temperature entry (part 2 §2.8, §3, §5, §8): temperature (°C, not empty, numeric), a
 * category (type and region), the cooling stage (first or second) and the time (now by default, not later
 * than now). Bad input shows its message under its field and sends nothing; the answer is 'entry complete'
 * (the temperature clears, the time returns to now) or 'entry failed, please re-enter'.
 */
export const AggregateEntryForm = /* @__PURE__ */ forwardRef<HTMLElement, AggregateEntryFormProps>(
  function AggregateEntryForm(
    {
      types,
      onSubmit,
      onEntered,
      now,
      defaultStage = 1,
      refusal = null,
      title,
      headingLevel = 2,
      className,
      style,
    },
    ref,
  ) {
    const { t } = useDamText(aggregateEntryFormTexts);
    const form = useAggregateEntryForm({
      onSubmit,
      now,
      canOperate: refusal === null,
      defaultStage,
      onEntered,
    });
    return (
      <Card
        ref={ref}
        title={title ?? t('aggregate.form.title')}
        headingLevel={headingLevel}
        className={className}
        style={style}
        {...writeStateProps(refusal, form.status)}
      >
        <ReadOnlyOr refusal={refusal}>
          <SendForm
            aria-label={t('aggregate.form.title')}
            {...form.formProps}
            messageTestId="aggregate-entry-notice"
            labels={{
              submit: t('aggregate.form.submit'),
              sending: t('aggregate.form.submitting'),
              sent: t('aggregate.form.submitted'),
            }}
          >
            <UnitField
              label={t('aggregate.form.temperature')}
              unit="°C"
              placeholder={t('aggregate.form.temperaturePlaceholder')}
              value={form.temperature}
              onChange={form.setTemperature}
              errorMessage={form.errorOf('temperature')}
              inputMode="decimal"
              signed
              name="temperature"
            />
            <CategoryPicker
              types={types}
              value={form.typeId}
              onChange={form.setTypeId}
              errorMessage={form.errorOf('typeId')}
            />
            <SegmentedControl<`${AggregateStage}`>
              label={t('aggregate.form.stage')}
              value={`${form.stage}`}
              onChange={(value) => form.setStage(Number(value) as AggregateStage)}
            >
              {AGGREGATE_STAGES.map((stage) => (
                <Segment key={stage} value={`${stage}`}>
                  {t(aggregateStageName(stage))}
                </Segment>
              ))}
            </SegmentedControl>
            <DateTimeField
              label={t('aggregate.form.time')}
              value={form.timeMs}
              onChange={form.setTimeMs}
              maxValue={form.maxTimeMs}
              errorMessage={form.errorOf('time')}
              isInvalid={Boolean(form.errorOf('time'))}
            />
          </SendForm>
        </ReadOnlyOr>
      </Card>
    );
  },
);
