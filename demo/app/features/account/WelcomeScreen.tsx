import { Icon, type IconName, LinkButton, useDamTranslation } from 'damtherm';
import { Page } from '../../shell/Page';
import * as styles from './WelcomeScreen.css';

const POINTS: ReadonlyArray<{ key: 'monitor' | 'control' | 'warn'; icon: IconName }> = [
  { key: 'monitor', icon: 'thermometer' },
  { key: 'control', icon: 'cabinet' },
  { key: 'warn', icon: 'bell' },
];

/** /welcome (part 1 §2): an introduction with a button to the workbench. */
export function WelcomeScreen() {
  const { t } = useDamTranslation();
  return (
    <Page back={false} width="narrow" hideHeader>
      <section className={styles.hero}>
        <img className={styles.image} src="/banner/dam.svg" alt="" width={640} height={320} />
        <h1 className={styles.heading}>{t('account.welcome.heading')}</h1>
        <p className={styles.text}>{t('account.welcome.text')}</p>
      </section>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.key} className={styles.point}>
            <span className={styles.pointIcon}>
              <Icon name={point.icon} />
            </span>
            {t(`account.welcome.points.${point.key}`)}
          </li>
        ))}
      </ul>
      <LinkButton href="/main_new" size="lg" fullWidth>
        {t('account.welcome.enter')}
      </LinkButton>
    </Page>
  );
}
