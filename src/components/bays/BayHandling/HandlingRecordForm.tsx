import { forwardRef } from 'react';
import { validateHandlingRecord, type WriteRefusal } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { rootRef } from '../../ui/rootRef';
import { SendForm } from '../../ui/SendForm';
import { TextField } from '../../ui/TextField';
import { useSendForm } from '../../ui/useSendForm';
import { bayHandlingTexts } from './texts';

export interface HandlingRecordFormProps extends StyleProps {
  /**
   * Sends the record's text (trimmed; the caller adds the bay and the user). Resolve for 'Handling record
   * added'; reject with an Error carrying the text to show. One send at a time: a double tap sends once, and
   * the same text is not sent twice.
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (text: string) => unknown;
  /** Called after a record was added (the text is cleared then). */
  onAdded?: (text: string) => void;
  /** Why the user may not add records (the visitor): the reason in place of the form. */
  refusal?: WriteRefusal | null | undefined;
}

/**
 * The form that adds a handling record to a bay (add_detail_record): one text area; empty or blank text
 * gives 'Handling content cannot be empty' and sends nothing; after a success the text is cleared.
 */
export const HandlingRecordForm = /* @__PURE__ */ forwardRef<HTMLElement, HandlingRecordFormProps>(
  function HandlingRecordForm({ onSubmit, onAdded, refusal = null, className, style }, ref) {
    const { t } = useDamText(bayHandlingTexts);
    const form = useSendForm({
      t,
      initial: { text: '' },
      validate: (values) => validateHandlingRecord(values.text),
      command: (values) => values.text.trim(),
      send: (command) => onSubmit(command),
      answers: { success: t('handling.form.success'), failure: t('handling.form.failure') },
      clearAfterSuccess: ['text'],
      onSucceeded: (text) => onAdded?.(text),
    });
    if (refusal)
      return <ReadOnlyNotice ref={rootRef(ref)} refusal={refusal} className={className} style={style} />;
    return (
      <SendForm
        {...form.formProps}
        ref={rootRef(ref)}
        className={className}
        style={style}
        aria-label={t('handling.form.title')}
        labels={{ submit: t('handling.form.submit'), sending: t('handling.form.submitting') }}
      >
        <TextField
          {...form.field('text')}
          multiline
          rows={4}
          label={t('handling.form.label')}
          placeholder={t('handling.form.placeholder')}
          description={t('handling.form.hint')}
          isRequired
        />
      </SendForm>
    );
  },
);
