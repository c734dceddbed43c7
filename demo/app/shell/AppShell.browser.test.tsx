import { createToastQueue } from 'damtherm';
import { createDamClient } from 'damtherm/client';
import type { DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { App } from '../App';
import { DEFAULT_CONFIG } from '../config';
import { createTestRouter } from '../router/createAppRouter';
import { clearSession, readToken, saveSession } from '../session/session';

const ok = (data: unknown) => Response.json({ code: 200, msg: '成功', data });

/** A site backend good enough for the shell: the user's info, rights, counts, weather. */
function backend(options: { unauthorized?: boolean } = {}) {
  return async (request: Request) => {
    const url = new URL(request.url);
    if (options.unauthorized) return Response.json({ code: 401, message: 'Token错误' }, { status: 401 });
    switch (url.pathname) {
      case '/cytUser/getInfo':
        return ok({
          userId: 'engineer',
          roles: ['user'],
          name: '温控工程师',
          avatar: '',
          groupname: '温控作业队',
          groupid: 311,
        });
      case '/dn/mainpower':
        return ok(0);
      case '/pqt/message_warn_count':
        return ok({
          temp: 0,
          cjk: 2,
          rc: 1,
          jz: 0,
          ih: 0,
          stageTemp3: 0,
          dailyDeclineCount: 0,
          loopUnknown: 0,
          loopTooBig: 0,
          loopTooSmall: 0,
          gkj: 0,
          sitong: 0,
        });
      case '/pqt_php/api_get_tianqi':
        return ok([]);
      default:
        return ok(null);
    }
  };
}

async function start(path: string, options: { unauthorized?: boolean; language?: 'zh' | 'en' } = {}) {
  localStorage.setItem('language', options.language ?? 'zh');
  let router: DataRouter | undefined;
  const toasts = createToastQueue();
  const client = createDamClient({
    baseUrl: 'http://site.test',
    getToken: readToken,
    fetch: backend(options) as typeof fetch,
  });
  const screen = await render(
    <App
      config={DEFAULT_CONFIG}
      client={client}
      toasts={toasts}
      makeRouter={(screens) => {
        router = createTestRouter(screens, [path]);
        return router;
      }}
    />,
  );
  return { screen, location: () => router?.state.location };
}

afterEach(() => {
  clearSession();
  localStorage.removeItem('language');
});

describe('the app shell', () => {
  it('sends a signed-out user to /login?redirect={path}', async () => {
    const { location } = await start('/feedback');
    await expect.element(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(`${location()?.pathname}${location()?.search}`).toBe('/login?redirect=/feedback');
    expect(document.title).toBe('登录 - 智能温控平台');
  });

  it('opens the workbench with the tab bar and the warning badge', async () => {
    saveSession({ token: 't0k3n', loginId: 'engineer', userName: '温控工程师' });
    const { location } = await start('/');
    await expect.element(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(location()?.pathname).toBe('/main_new');
    // Outlet, entry and pouring warnings: 2 + 1 + 0.
    await expect
      .element(page.getByRole('link', { name: /出机口入仓浇筑预警.*未读出机口、入仓、浇筑预警 3 条/ }))
      .toBeVisible();
  });

  it('shows YOU LOOK LOST for an unknown path, in English too', async () => {
    saveSession({ token: 't0k3n', loginId: 'engineer', userName: 'Engineer' });
    const { location } = await start('/no/such/screen', { language: 'en' });
    await expect.element(page.getByRole('heading', { name: 'YOU LOOK LOST' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back to previous page' })).toBeVisible();
    expect(location()?.pathname).toBe('/404');
    expect(document.title).toBe('Page not found - Intelligent Temperature Control');
  });

  it('shows "Token错误" for a 401 and stays on the page', async () => {
    saveSession({ token: 'expired', loginId: 'engineer', userName: '温控工程师' });
    const { location } = await start('/main_new', { unauthorized: true });
    await expect.element(page.getByText('Token错误').first()).toBeVisible();
    expect(location()?.pathname).toBe('/main_new');
  });
});
