import { Icon, LanguageSwitch, useDamTranslation } from 'damtherm';
import type { ReactNode } from 'react';
import { switchLanguage } from '../../session/language';
import * as styles from './AccountLayout.css';

export interface AccountLayoutProps {
  /** The card's heading (the page's h1 is the product name on the band). */
  heading?: ReactNode;
  children: ReactNode;
}

/** Frame of the signed-out screens (login, register, WeChat callback): brand band, language, card. */
export function AccountLayout({ heading, children }: AccountLayoutProps) {
  const { t } = useDamTranslation();
  return (
    <div className={styles.layout}>
      <header className={styles.band}>
        <div className={styles.language}>
          <LanguageSwitch onChange={switchLanguage} />
        </div>
        <span className={styles.logo} aria-hidden="true">
          <Icon name="thermometer" size={32} />
        </span>
        <h1 className={styles.title}>{t('account.login.heading')}</h1>
        <p className={styles.subtitle}>{t('account.login.subheading')}</p>
      </header>
      <main id="main" className={styles.card}>
        {heading ? <h2 className={styles.cardTitle}>{heading}</h2> : null}
        {children}
      </main>
      <footer className={styles.footer}>© 2016-2027 damtherm</footer>
    </div>
  );
}
