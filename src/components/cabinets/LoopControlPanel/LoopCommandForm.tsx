import type { ReactNode } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { SendForm } from '../../ui/SendForm';
import { CommandConfirmDialog } from './CommandConfirmDialog';
import { LoopChooser } from './LoopChooser';
import * as styles from './LoopControlPanel.css';
import { ModeValueFields } from './ModeValueFields';
import { loopControlPanelTexts } from './texts';
import type { LoopCommandForm as FormState } from './useLoopCommandForm';

export interface LoopCommandFormProps {
  /** The form's state (`useLoopCommandForm`). */
  form: FormState;
  /** The page's loop; 0 adds the loop chooser. */
  loop: number;
  /** Loops under automatic control. */
  autoLoops: ReadonlySet<number>;
  /** The command goes to every cabinet (cabinet 0): say so, also in the confirmation. */
  everyCabinet?: boolean | undefined;
  /** The cabinet's name, for the confirmation's summary. */
  cabinetName?: string | undefined;
  /** Called when the user confirmed the command, before it is sent. */
  onConfirm?: () => void;
  /** Where the last command sent stands, under the send button. */
  progress?: ReactNode | undefined;
}

/** The command card: what to do, which loops (loop 0), the answer, and the send button. */
export function LoopCommandForm({
  form,
  loop,
  autoLoops,
  everyCabinet = false,
  cabinetName,
  onConfirm,
  progress,
}: LoopCommandFormProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const { draft, change, errorOf, held } = form;
  return (
    <Card title={t('loop.control.title')}>
      {everyCabinet ? (
        <p className={styles.everyCabinetNotice}>{t('loop.control.everyCabinet.notice')}</p>
      ) : null}
      <CommandConfirmDialog
        command={held}
        cabinetName={cabinetName}
        everyCabinet={everyCabinet}
        onConfirm={() => {
          onConfirm?.();
          void form.confirm();
        }}
        onCancel={form.cancel}
      />
      <SendForm
        onSubmit={form.submit}
        status={form.status}
        tapGuardProps={form.tapGuardProps}
        message={form.message}
        messageTestId="loop-control-notice"
        footer={progress}
        labels={{
          submit: t('loop.control.submit'),
          sending: t('loop.control.submitting'),
          sent: t('loop.control.submitted'),
        }}
      >
        <ModeValueFields
          mode={draft.mode}
          valueKind={draft.valueKind}
          value={draft.value}
          onModeChange={(mode) => change({ mode })}
          onValueKindChange={(valueKind) => change({ valueKind })}
          onValueChange={(value) => change({ value })}
          errors={{ mode: errorOf('mode'), valueKind: errorOf('valueKind'), value: errorOf('value') }}
        />
        {loop === 0 && (
          <LoopChooser
            target={draft.target}
            onTargetChange={(target) => change({ target })}
            chosen={draft.chosen}
            onChosenChange={(chosen) => change({ chosen })}
            loopNumbers={form.allLoopNumbers}
            autoLoops={autoLoops}
            error={errorOf('chosenLoops')}
          />
        )}
      </SendForm>
    </Card>
  );
}
