import { FeedbackForm, useDamTranslation, usePostFeedback } from 'damtherm';
import { useWriteRefusal } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';

/**
 * /feedback (part 1 §2, §7, §8): the text goes as c_what with the user as c_who; 'Submitted successfully',
 * or the server's message. The visitor sees why it cannot send instead of the form.
 */
export function FeedbackScreen() {
  const { t } = useDamTranslation();
  const session = useSession();
  const post = usePostFeedback();
  // The server takes feedback from staff accounts only, not from the visitor.
  const refusal = useWriteRefusal('operate');

  const send = async (text: string) => {
    try {
      await post.trigger({ text, userId: session?.loginId ?? '' });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
    return t('account.feedback.success');
  };

  return (
    <Page width="narrow" backFallback="/main_new">
      <FeedbackForm onSubmit={send} refusal={refusal} />
    </Page>
  );
}
