import { TabBar, type TabBarItem, ToastRegion, useDamTranslation } from 'damtherm';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  type NavigateOptions,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router';
import { useApp } from '../AppContext';
import { useSessionWarningCounts } from '../api/account';
import { messagesSum } from '../features/messages/counts';
import type { RouteId, RouteMeta } from '../router/routeTable';
import * as styles from './AppShell.css';
import { SessionGate } from './SessionGate';
import { useRouteMeta } from './useRouteMeta';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: Omit<NavigateOptions, 'viewTransition'>;
  }
}

/** The four tabs of the bottom bar (part 1 §2): workbench, 2D, warning messages, My. */
const TAB_ROUTES: ReadonlyArray<{ id: RouteId; tab: string; href: string; icon: TabBarItem['icon'] }> = [
  { id: 'mainNew', tab: 'workbench', href: '/main_new', icon: 'workbench' },
  { id: 'tabMap', tab: 'map2d', href: '/tab/map', icon: 'map2d' },
  { id: 'messageMain', tab: 'messages', href: '/message/main', icon: 'bell' },
  { id: 'setting', tab: 'mine', href: '/setting', icon: 'user' },
];

function useDocumentTitle(meta: RouteMeta | null) {
  const { t, language } = useDamTranslation();
  useEffect(() => {
    document.title = meta ? t('app.titleTemplate', { title: t(`app.route.${meta.id}`) }) : t('app.name');
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [meta, t, language]);
}

/**
 * Scroll: a route asks for the top (`scrollTop` in the route table) when entered; browser back and forward
 * restore where the page was. Nothing else moves the page.
 */
function useScrollPolicy(meta: RouteMeta | null) {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (type === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (meta?.scrollTop) {
      window.scrollTo(0, 0);
    }
  }, [location.key, type, meta]);
}

/** A thin progress bar while a screen's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useDamTranslation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('app.shell.loadingPage')} />;
}

/**
 * A link's href as react-aria renders it: an app path through the router (its basename), an absolute address
 * (a backend download, another site) untouched — the router would make it a path of the app.
 */
function useLinkHref(to: string): string {
  const routed = useHref(to);
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to) ? to : routed;
}

/**
 * The frame around every screen: document title and language, scroll policy, page-transition navigation
 * for every react-aria link, the login-session check, the bottom tab bar on the four tab roots, toasts.
 */
export function AppShell() {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const { t } = useDamTranslation();
  const { toasts } = useApp();
  useDocumentTitle(meta);
  useScrollPolicy(meta);

  // The messages tab's badge: every unread warning of the three categories, asked only where the bar shows.
  const counts = useSessionWarningCounts(Boolean(meta?.tabBar));
  const unread = counts.data ? messagesSum(counts.data) : undefined;

  const tabs: TabBarItem[] = TAB_ROUTES.map((tab) => ({
    id: tab.id,
    label: t(`app.tab.${tab.tab}`),
    href: tab.href,
    icon: tab.icon,
    ...(tab.id === 'messageMain'
      ? { badge: unread, badgeLabel: t('app.message.sum', { count: unread ?? 0 }) }
      : {}),
  }));

  return (
    <AriaRouterProvider
      navigate={(to, options) => navigate(to, { ...options, viewTransition: true })}
      useHref={useLinkHref}
    >
      <a className={styles.skip} href="#main">
        {t('app.shell.skipToContent')}
      </a>
      <NavigationProgress />
      <SessionGate />
      <div className={styles.shell} data-tab-bar={meta?.tabBar ? '' : undefined}>
        <Outlet />
        {meta?.tabBar ? (
          <TabBar
            className={styles.tabBar}
            items={tabs}
            currentId={meta.id}
            aria-label={t('app.tab.label')}
          />
        ) : null}
      </div>
      <ToastRegion queue={toasts} />
    </AriaRouterProvider>
  );
}
