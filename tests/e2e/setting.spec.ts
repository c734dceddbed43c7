import { ACCOUNTS, expect, inBothLanguages, signInAs, test } from './support/fixtures';

inBothLanguages('My tab', () => {
  test('shows avatar, name, version 1.0 and the entries', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/setting');
    await expect(
      page.getByRole('img', { name: t.account.setting.avatar.replace('{{name}}', ACCOUNTS.engineer.name) }),
    ).toBeVisible();
    await expect(page.getByTestId('setting-name')).toHaveText(ACCOUNTS.engineer.name);
    await expect(page.getByText(t.account.setting.version)).toBeVisible();
    await expect(page.getByText('1.0', { exact: true })).toBeVisible();
    await expect(page.getByText(t.account.setting.admin)).toBeVisible();
    // Registration review is for administrators only.
    await expect(page.getByRole('link', { name: t.account.setting.checkUser })).toHaveCount(0);
    await page.getByRole('link', { name: t.account.setting.feedback }).click();
    await expect(page).toHaveURL(/\/feedback$/);
  });

  test('an administrator also finds the registration review', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    await page.goto('/setting');
    await page.getByRole('link', { name: t.account.setting.checkUser }).click();
    await expect(page).toHaveURL(/\/check\/user$/);
    await expect(page.getByRole('heading', { name: t.app.route.checkUser, level: 1 })).toBeVisible();
  });

  test('the display theme can be switched to sunlight and stays', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/setting');
    await page
      .getByRole('radiogroup', { name: t.account.setting.theme })
      .getByText(t.common.theme.sunlight)
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'sunlight');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'sunlight');
  });

  test('logout clears the session, goes to /login and the app no longer opens', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    await page
      .getByRole('navigation', { name: t.app.tab.label })
      .getByRole('link', { name: t.app.tab.mine })
      .click();
    await expect(page).toHaveURL(/\/setting$/);
    await page.getByRole('button', { name: t.account.setting.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).filter((c) => c.name.startsWith('damtherm_'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('damtherm_user_name'))).toBeNull();
    // The token was revoked on the server too.
    const info = await request.get('/cytUser/getInfo', { params: { access_token: session.token } });
    expect(info.status()).toBe(401);
    // Going back does not reopen the app: the page behind asks for a login.
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?redirect=\/main_new$/);
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/login\?redirect=\/setting$/);
  });
});
