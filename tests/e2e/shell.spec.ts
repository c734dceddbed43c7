import {
  ACCOUNTS,
  expect,
  inBothLanguages,
  loginThroughForm,
  signInAs,
  storeSession,
  test,
} from './support/fixtures';

inBothLanguages('app shell', (lang) => {
  test('a signed-out visitor is sent to /login?redirect={path} and comes back after login', async ({
    page,
    t,
  }) => {
    await page.goto('/feedback');
    await expect(page).toHaveURL(/\/login\?redirect=\/feedback$/);
    await expect(page).toHaveTitle(t.app.titleTemplate.replace('{{title}}', t.app.route.login));
    await loginThroughForm(page, lang, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page).toHaveTitle(t.app.titleTemplate.replace('{{title}}', t.app.route.feedback));
  });

  test('the redirect keeps the query of the page asked for', async ({ page }) => {
    await page.goto('/wxcode?token=abcdefgh12345');
    await expect(page).toHaveURL(/\/login\?redirect=\/wxcode%3Ftoken%3Dabcdefgh12345$/);
    await loginThroughForm(page, lang, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/wxcode\?token=abcdefgh12345$/);
  });

  test('/login and /register open without a login; / goes to /main_new', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: t.account.login.submit, exact: true })).toBeVisible();
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/');
    await expect(page).toHaveURL(/\/main_new$/);
    // A logged-in user at /login is sent to / (and on to /main_new).
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main_new$/);
  });

  test('an unknown path shows the 404 page with its two ways out', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/feedback');
    await page.goto('/this/page/does/not/exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'YOU LOOK LOST' })).toBeVisible();
    await expect(page).toHaveTitle(t.app.titleTemplate.replace('{{title}}', t.app.route.notFound));
    await page.getByRole('button', { name: t.app.notFound.back }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await page.goto('/nowhere');
    await page.getByRole('link', { name: t.app.notFound.home }).click();
    await expect(page).toHaveURL(/\/main_new$/);
  });

  test('a signed-out visitor on an unknown path logs in first, then sees the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login\?redirect=\/no\/such\/page$/);
    await loginThroughForm(page, lang, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('YOU LOOK LOST')).toBeVisible();
  });

  test('the tab bar shows on the tab roots only and leads to them', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    const tabs = page.getByRole('navigation', { name: t.app.tab.label });
    await expect(tabs).toBeVisible();
    // The messages tab also carries its badge of unread warnings.
    await expect(tabs.getByRole('link')).toHaveText([
      t.app.tab.workbench,
      t.app.tab.map2d,
      new RegExp(t.app.tab.messages),
      t.app.tab.mine,
    ]);
    await expect(tabs.getByRole('link', { name: t.app.tab.workbench })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: t.app.tab.map2d })).toHaveAttribute('href', '/tab/map');
    await expect(tabs.getByRole('link', { name: t.app.tab.messages })).toHaveAttribute(
      'href',
      '/message/main',
    );
    await tabs.getByRole('link', { name: t.app.tab.mine }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('navigation', { name: t.app.tab.label })).toBeVisible();
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: t.app.route.feedback, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.app.tab.label })).toHaveCount(0);
    await page.goto('/main');
    await expect(page.getByRole('navigation', { name: t.app.tab.label })).toHaveCount(0);
  });

  test('the document title follows the route and the language', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    for (const [path, id] of [
      ['/main_new', 'mainNew'],
      ['/setting', 'setting'],
      ['/check/user', 'checkUser'],
      ['/welcome', 'welcome'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(t.app.titleTemplate.replace('{{title}}', t.app.route[id]));
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
  });

  test('HTTP 401 shows the red "Token错误" message and does not redirect', async ({
    page,
    context,
    baseURL,
    t,
  }) => {
    await storeSession(context, baseURL!, {
      token: 'revoked-or-unknown-token',
      userId: 'engineer',
      name: '温控工程师',
    });
    await page.goto('/main_new');
    await expect(page.getByText(t.errors.unauthorized).first()).toBeVisible();
    await expect(page).toHaveURL(/\/main_new$/);
  });

  test("another HTTP error shows the server's message", async ({ page, context, request, baseURL }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.route('**/pqt/message_warn_count**', (route) =>
      route.fulfill({ status: 503, json: { code: 503, message: '数据库维护中，请稍后再试' } }),
    );
    await page.goto('/main_new');
    await expect(page.getByText('数据库维护中，请稍后再试')).toBeVisible();
  });

  test('an empty user-info answer ends the session: "Verification failed, please Login again."', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.route('**/cytUser/getInfo**', (route) =>
      route.fulfill({ json: { code: 200, msg: '成功', data: null } }),
    );
    await page.goto('/setting');
    await expect(page.getByText(t.app.session.verificationFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).filter((c) => c.name.startsWith('damtherm_'))).toEqual([]);
  });

  test('user info without roles ends the session: "getInfo: roles must be a non-null array!"', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.route('**/cytUser/getInfo**', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '成功',
          data: { roles: [], name: 'x', avatar: '', groupname: '', groupid: 1 },
        },
      }),
    );
    await page.goto('/main_new');
    await expect(page.getByText('getInfo: roles must be a non-null array!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
