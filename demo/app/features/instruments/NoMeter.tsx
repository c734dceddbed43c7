import { LinkButton, StatusMessage, useDamTranslation } from 'damtherm';
import { Page } from '../../shell/Page';
import * as styles from './screens.css';

export interface NoMeterProps {
  /** The message key: why there is no meter to show. */
  text: string;
  /** The id the address gave, for the message. */
  id?: string | null;
  /** The list to go back to, and the key of its link's text. */
  listPath: string;
  backText: string;
}

/** Why a detail screen has no meter to show (no id, an id that is not a number, an unknown id), with the way to the list. */
export function NoMeter({ text, id, listPath, backText }: NoMeterProps) {
  const { t } = useDamTranslation();
  return (
    <Page backFallback={listPath}>
      <div className={styles.section}>
        <StatusMessage tone="error">{t(text, { id: id ?? '' })}</StatusMessage>
        <LinkButton variant="secondary" href={listPath}>
          {t(backText)}
        </LinkButton>
      </div>
    </Page>
  );
}
