import { useDamTranslation } from 'damtherm';
import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import * as styles from './PullToRefresh.css';

/** How far (CSS px, after damping) a pull must go to refresh. */
const THRESHOLD = 64;
const MAX_PULL = 96;

/**
 * Pull-to-refresh for a phone (part 1 §2 loop detail): pulling down from the top of the page shows 'pull to
 * refresh', then 'release to refresh', and refreshes on release. The header's refresh button does the same
 * for a mouse, a keyboard or a screen reader.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useDamTranslation();
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (refreshing || window.scrollY > 0 || event.touches.length !== 1) return;
    start.current = event.touches[0]!.clientY;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const dy = event.touches[0]!.clientY - start.current;
    setPull(dy > 0 ? Math.min(MAX_PULL, dy * 0.5) : 0);
  };
  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    const go = pull >= THRESHOLD;
    setPull(0);
    if (!go) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };

  const state = refreshing ? 'refreshing' : pull > 0 ? 'pulling' : 'idle';
  return (
    <div
      className={styles.root}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      data-testid="pull-to-refresh"
    >
      <div
        className={styles.indicator}
        data-state={state}
        style={state === 'pulling' ? { height: `${pull}px` } : undefined}
        role="status"
        aria-live="polite"
      >
        {refreshing
          ? t('loop.detail.refreshing')
          : pull >= THRESHOLD
            ? t('loop.detail.releaseToRefresh')
            : pull > 0
              ? t('loop.detail.pullToRefresh')
              : ''}
      </div>
      {children}
    </div>
  );
}
