import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { Segment, SegmentedControl } from '../../ui/SegmentedControl';
import { SendForm } from '../../ui/SendForm';
import { ReversalIntervalFields } from './ReversalIntervalFields';
import { autoReversalPanelTexts } from './texts';
import type { ReversalForm as FormState } from './useReversalForm';

/** The setting card: automatic at an interval or a manual direction, the answer, and the save button. */
export function ReversalForm({ form }: { form: FormState }) {
  const { t } = useDamText(autoReversalPanelTexts);
  return (
    <Card title={t('reversal.title')}>
      <SendForm
        {...form.formProps}
        messageTestId="reversal-notice"
        labels={{ submit: t('reversal.save'), sending: t('reversal.saving') }}
      >
        <SegmentedControl label={t('reversal.mode')} value={form.mode} onChange={form.setMode}>
          <Segment value="auto">{t('reversal.modeAuto')}</Segment>
          <Segment value="manual">{t('reversal.modeManual')}</Segment>
        </SegmentedControl>
        {form.mode === 'auto' ? (
          <ReversalIntervalFields
            value={form.interval}
            onFieldChange={form.setIntervalField}
            error={form.intervalError}
          />
        ) : (
          <SegmentedControl
            label={t('reversal.direction')}
            value={form.direction}
            onChange={form.setDirection}
            errorMessage={form.directionError}
          >
            <Segment value="forward">{t('reversal.forward')}</Segment>
            <Segment value="reverse">{t('reversal.reverse')}</Segment>
          </SegmentedControl>
        )}
      </SendForm>
    </Card>
  );
}
