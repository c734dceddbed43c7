import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createToastQueue, type Language, type ThemeName, type ToastQueue } from 'damtherm';
import type { DamClient } from 'damtherm/client';
import type { HttpHandler } from 'msw';
import { useEffect, useRef, useState } from 'react';
import type { DataRouter } from 'react-router';
import { App } from '../App';
import { DEFAULT_CONFIG } from '../config';
import { createTestRouter } from '../router/createAppRouter';
import type { RouteId } from '../router/routeTable';
import { LANGUAGE_KEY } from '../session/language';
import { clearSession, saveSession } from '../session/session';
import { THEME_KEY } from '../session/theme';
import { rootClass } from '../shell/global.css';
import type { ScreenState } from './contractHandlers';
import { answerEdited, createMockBackend, type MockBackend } from './mockBackend';
import { SCREEN_PATHS } from './screenPaths';
import { STORY_NOW, stopClockAt } from './storyClock';

/**
 * Who is signed in: the captured administrator (every right), a site engineer without main power, or nobody
 * (the sign-in and registration screens).
 */
export type StoryRole = 'admin' | 'engineer' | 'signedOut';

/** How a screen story runs, under `parameters.screen`. */
export interface ScreenParameters {
  route: RouteId;
  /** The address opened (the route's sample address by default). */
  path?: string;
  state?: ScreenState;
  role?: StoryRole;
  /** Answers of this story tried before the contract's examples. */
  handlers?: HttpHandler[];
}

const SESSIONS = {
  admin: { token: 'story-token-admin', loginId: 'admin', userName: '系统管理员' },
  engineer: { token: 'story-token-engineer', loginId: 'engineer', userName: '温控工程师' },
} as const;

/** The engineer's own information and no main-power right, over the administrator's captured answers. */
const ENGINEER_HANDLERS = [
  answerEdited<{ data: Record<string, unknown> }>('getUserInfo', (info) => ({
    ...info,
    data: { ...info.data, userId: 'engineer', roles: ['user'], name: '温控工程师', groupname: '温控作业队' },
  })),
  answerEdited<{ data: number }>('getMainPower', (power) => ({ ...power, data: 0 })),
  answerEdited<{ data: number }>('getMainPowerMyapi', (power) => ({ ...power, data: 0 })),
];

/** What the loader gives the render and the play function of a screen story. */
export interface ScreenLoaded {
  backend: MockBackend;
}

function screenOf(context: { parameters: Record<string, unknown> }): ScreenParameters {
  const screen = context.parameters.screen as ScreenParameters | undefined;
  if (!screen) throw new Error('A screen story needs parameters.screen');
  return screen;
}

/** The backend of a story: fresh for every render, so each play function sees its own writes only. */
async function loadBackend(context: StoryContext): Promise<ScreenLoaded> {
  const screen = screenOf(context);
  const role = screen.role ?? 'admin';
  if (role === 'signedOut') clearSession();
  else saveSession(SESSIONS[role]);
  const handlers = [...(screen.handlers ?? []), ...(role === 'engineer' ? ENGINEER_HANDLERS : [])];
  return { backend: createMockBackend(screen.state ?? 'loaded', handlers) };
}

interface ScreenAppProps {
  path: string;
  backend: MockBackend;
  language: Language;
  theme: ThemeName;
}

/** The attribute of the frame that says whether the screen has all it will get (see `ScreenApp`). */
export const SCREEN_SETTLED = 'data-screen-settled';

/** The route has its code and its loaders' data, and every read sent has its answer (but the held ones). */
function settled(router: DataRouter, backend: MockBackend): boolean {
  return router.state.initialized && router.state.navigation.state === 'idle' && backend.answered();
}

/**
 * The app's toast queue, but a toast stays until it is closed: the clock stands still for the screen, and a
 * picture shows the toast however long the page took to get there.
 */
function toastsThatStay(): ToastQueue {
  const queue = createToastQueue();
  const add = queue.add.bind(queue);
  queue.add = (content, options) => add(content, { ...options, timeout: undefined });
  return queue;
}

/**
 * The demo app on a memory router at `path`, in the toolbar's language and theme, over the mocked backend.
 * Its frame says in `data-screen-settled` whether the screen has all it will get, so a picture is taken of
 * the screen, not of its code or data on their way.
 */
function ScreenApp({ path, backend, language, theme }: ScreenAppProps) {
  const frame = useRef<HTMLDivElement>(null);
  const router = useRef<DataRouter | null>(null);
  const [toasts] = useState(() => {
    // The app reads both where it keeps them itself, before its first render.
    localStorage.setItem(LANGUAGE_KEY, language);
    localStorage.setItem(THEME_KEY, theme);
    return toastsThatStay();
  });
  const [makeRouter] = useState(
    () => (screens: Parameters<typeof createTestRouter>[0], client: DamClient) => {
      router.current = createTestRouter(screens, [path], client);
      return router.current;
    },
  );
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // Read at every change: a logout replaces the router.
    const mark = () => {
      element.setAttribute(
        SCREEN_SETTLED,
        String(router.current !== null && settled(router.current, backend)),
      );
    };
    const stops = [backend.subscribe(mark), router.current?.subscribe(mark)];
    mark();
    return () => {
      for (const stop of stops) stop?.();
    };
  }, [backend]);
  return (
    <div ref={frame} className={rootClass}>
      <App config={DEFAULT_CONFIG} client={backend.client} toasts={toasts} makeRouter={makeRouter} />
    </div>
  );
}

/**
 * Settings shared by every screen story file (`Screens/…`): the app fills the frame, and the page's clock
 * stands at the instant the contract's examples were captured while the story is shown. Tags are read from
 * the file's text, so each file writes its own (`tags: ['!autodocs']`: a page of whole apps helps nobody).
 */
export const screenMeta = {
  loaders: [loadBackend],
  beforeEach: () => stopClockAt(STORY_NOW),
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => {
    const screen = screenOf(context);
    const { backend } = context.loaded as ScreenLoaded;
    const language = (context.globals.language ?? 'zh') as Language;
    const theme = (context.globals.theme ?? 'light') as ThemeName;
    return (
      <ScreenApp
        key={`${language}-${theme}`}
        path={screen.path ?? SCREEN_PATHS[screen.route]}
        backend={backend}
        language={language}
        theme={theme}
      />
    );
  },
} satisfies Meta;

export type ScreenStory = StoryObj<typeof screenMeta>;

/**
 * A story of the screen of `route`, in a state, as a role, at an address. Spread it into an object to add
 * tags or a play function where the file's text shows them: `{ ...screenStory('racks'), tags: ['visual'] }`.
 */
export function screenStory(route: RouteId, options: Omit<ScreenParameters, 'route'> = {}): ScreenStory {
  return { parameters: { screen: { route, ...options } } };
}
