import { useDamTranslation } from 'damtherm';
import { formatSiteDate } from 'damtherm/domain';
import { useEffect, useState } from 'react';
import * as styles from './HomeScreen.css';

/** The clock refreshes every 1 s (part 2 §2.2). */
export const CLOCK_INTERVAL_MS = 1000;

/** Date, weekday and time of the site (its time zone, whatever the phone's). */
export function formatClock(ms: number, timeZone: string, language: 'zh' | 'en') {
  // The date as every text writes it (2026-11-29), the weekday in the reader's language.
  const weekday = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    weekday: 'short',
  }).format(ms);
  const date =
    language === 'zh'
      ? `${formatSiteDate(ms, timeZone)} ${weekday}`
      : `${weekday}, ${formatSiteDate(ms, timeZone)}`;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  return { date, time };
}

/** The home clock, ticking every second in the site's time zone. Not announced (it would speak every second). */
export function Clock() {
  const { t, language, timeZone } = useDamTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const { date, time } = formatClock(now, timeZone, language);
  return (
    <div className={styles.clock}>
      <span className={styles.clockLabel}>{t('home.siteTime')}</span>
      <time className={styles.clockTime} dateTime={new Date(now).toISOString()} data-testid="home-clock">
        {time}
      </time>
      <span className={styles.clockDate}>{date}</span>
    </div>
  );
}
