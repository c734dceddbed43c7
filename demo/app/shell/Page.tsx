import { PageHeader } from 'damtherm';
import type { ReactNode } from 'react';
import * as styles from './Page.css';
import { useBack } from './useBack';
import { useRouteTitle } from './useRouteMeta';

export interface PageProps {
  /** Title in the header; the route's title by default. */
  title?: ReactNode;
  /**
   * The back arrow: 'history' (default) goes to the previous page of the visit or to `backFallback`; a path
   * links there; false shows none (tab roots, login).
   */
  back?: 'history' | string | false;
  /** Replaces what the back arrow does (a screen that knows better than history where it came from). */
  onBack?: () => void;
  /** Where 'history' goes when the page was opened directly. */
  backFallback?: string;
  /** Controls at the end of the header. */
  actions?: ReactNode;
  /** No header at all (the screen draws its own). */
  hideHeader?: boolean;
  /** Content width: narrow (forms), wide (default, lists) or full (maps, charts). */
  width?: 'narrow' | 'wide' | 'full';
  children: ReactNode;
}

/**
 * The frame of a demo screen: the header (back, title, actions) and the content column, whose `<main>` is
 * the page's main landmark. Screens of other features use it too.
 */
export function Page({
  title,
  back = 'history',
  onBack,
  backFallback,
  actions,
  hideHeader,
  width = 'wide',
  children,
}: PageProps) {
  const routeTitle = useRouteTitle();
  const goBack = useBack(backFallback);
  return (
    <div className={styles.page}>
      {hideHeader ? null : (
        <PageHeader
          title={title ?? routeTitle}
          onBack={onBack ?? (back === 'history' ? goBack : undefined)}
          backHref={typeof back === 'string' && back !== 'history' ? back : undefined}
          actions={actions}
        />
      )}
      <main id="main" className={styles.content} data-width={width}>
        {children}
      </main>
    </div>
  );
}
