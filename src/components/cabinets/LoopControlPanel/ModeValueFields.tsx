import type { LoopMode, LoopValueKind } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Segment, SegmentedControl } from '../../ui/SegmentedControl';
import { UnitField } from '../../ui/UnitField';
import { loopControlPanelTexts } from './texts';

export interface ModeValueFieldsProps {
  mode: LoopMode | null;
  valueKind: LoopValueKind | null;
  /** The value as typed. */
  value: string;
  onModeChange: (mode: LoopMode) => void;
  onValueKindChange: (kind: LoopValueKind) => void;
  /** Called with what the user typed, kept to digits and a point. */
  onValueChange: (value: string) => void;
  /** Validation messages by field, once the user tried to send. */
  errors: { mode?: string; valueKind?: string; value?: string };
}

/**
 * What the command does (part 1 §5): intelligent control, or manual by slow flow, opening (1–100 %) or fast
 * flow, with the value in its unit.
 */
export function ModeValueFields({
  mode,
  valueKind,
  value,
  onModeChange,
  onValueKindChange,
  onValueChange,
  errors,
}: ModeValueFieldsProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const opening = valueKind === 'opening';
  return (
    <>
      <SegmentedControl
        label={t('loop.control.mode')}
        value={mode}
        onChange={onModeChange}
        errorMessage={errors.mode}
      >
        <Segment value="auto">{t('loop.control.modeIntelligent')}</Segment>
        <Segment value="manual">{t('loop.control.modeManual')}</Segment>
      </SegmentedControl>
      {mode === 'manual' && (
        <>
          <SegmentedControl
            label={t('loop.control.valueType')}
            value={valueKind}
            onChange={onValueKindChange}
            errorMessage={errors.valueKind}
          >
            <Segment value="flowSlow">{t('loop.control.setFlowSlow')}</Segment>
            <Segment value="opening">{t('loop.control.setOpening')}</Segment>
            <Segment value="flowFast">{t('loop.control.setFlowFast')}</Segment>
          </SegmentedControl>
          <UnitField
            label={
              opening
                ? t('loop.control.openingValue')
                : valueKind
                  ? t('loop.control.flowValue')
                  : t('loop.control.value')
            }
            unit={valueKind ? (opening ? '%' : 'L/min') : undefined}
            value={value}
            onChange={(next) => onValueChange(next.replace(/[^\d.]/g, ''))}
            inputMode={opening ? 'numeric' : 'decimal'}
            errorMessage={errors.value}
          />
        </>
      )}
    </>
  );
}
