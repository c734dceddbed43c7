import { CountBadgeLabel, Icon, StatusMessage, useDamTranslation } from 'damtherm';
import { badgeText, homeWarningBadge } from 'damtherm/domain';
import { Link } from 'react-aria-components';
import { useSessionWarningCounts } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { listsOf, WARNING_CATEGORIES, type WarningCategory } from './catalog';
import { categorySum, listCount, messagesSum } from './counts';
import { MarkAllReadButton } from './MarkAllReadButton';
import { warningListPath } from './paths';
import * as styles from './screens.css';

const CATEGORY_ICON = { temperature: 'thermometer', flow: 'refresh', other: 'cabinet' } as const;

/**
 * /message/main, the warning-messages tab (part 2 §2.6, §9): the three categories — temperature, flow,
 * other — each with its sum of unread warnings and a link to each of its lists with the list's own count.
 */
export function MessageMainScreen() {
  const { t } = useDamTranslation();
  const counts = useSessionWarningCounts();

  return (
    <Page back={false}>
      <MarkAllReadButton count={counts.data ? messagesSum(counts.data) : undefined} />
      {counts.data ? (
        <ul className={styles.countNotes}>
          <li data-testid="tab-badge-note">
            {t('app.message.tabBadgeNote', { count: messagesSum(counts.data) })}
          </li>
          <li data-testid="home-badge-note">
            {t('app.message.homeBadgeNote', { count: homeWarningBadge(counts.data) })}
          </li>
        </ul>
      ) : null}
      {counts.error ? (
        <StatusMessage tone="error" onRetry={() => void counts.mutate()}>
          {errorMessage(counts.error, t)}
        </StatusMessage>
      ) : null}
      <div className={styles.categories}>
        {WARNING_CATEGORIES.map((category) => (
          <CategorySection key={category} category={category} counts={counts.data} />
        ))}
      </div>
    </Page>
  );
}

function CategorySection({
  category,
  counts,
}: {
  category: WarningCategory;
  counts: Parameters<typeof listCount>[1];
}) {
  const { t } = useDamTranslation();
  const sum = counts ? categorySum(category, counts) : null;
  const headingId = `message-category-${category}`;
  return (
    <section className={styles.category} aria-labelledby={headingId} data-category={category}>
      <header className={styles.categoryHeader}>
        <span className={styles.categoryIcon} aria-hidden="true">
          <Icon name={CATEGORY_ICON[category]} size={22} />
        </span>
        <h2 id={headingId} className={styles.categoryTitle}>
          {t(`app.message.categories.${category}`)}
        </h2>
        <span
          className={styles.sum}
          data-testid={`message-sum-${category}`}
          data-zero={sum === 0 || undefined}
          data-loading={sum === null || undefined}
          aria-hidden="true"
        >
          {sum === null ? '…' : sum}
        </span>
        {sum === null ? null : (
          <span className={styles.visuallyHidden}>
            {sum > 0 ? t('app.message.sum', { count: sum }) : t('app.message.sumNone')}
          </span>
        )}
      </header>
      <ul className={styles.linkList}>
        {listsOf(category).map((id) => {
          const count = listCount(id, counts);
          return (
            <li key={id}>
              <Link className={styles.linkRow} href={warningListPath(id)} data-list={id} data-count={count}>
                <span className={styles.linkLabel}>{t(`app.route.${id}`)}</span>
                <span className={styles.linkCount} aria-hidden="true" data-empty={!count || undefined}>
                  {count ? badgeText(count) : null}
                </span>
                <CountBadgeLabel count={count} label={t('app.message.count', { count: count ?? 0 })} />
                <Icon className={styles.chevron} name="chevronRight" size={20} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
