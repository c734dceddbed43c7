import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiLogin, expect, inBothLanguages, signInAs, test } from './support/fixtures';

/** A one-time code of the local WeChat stand-in, which wants the account's password. */
async function wechatCode(request: APIRequestContext, who: { username: string; password: string }) {
  const answer = await request.post('/fake-wechat/authorize', {
    data: { user: who.username, password: who.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { code: string }).code;
}

/** A scan state or secret as the login screen draws them: 32 URL-safe characters, 192 bits. */
const scanToken = () => randomBytes(24).toString('base64url');

inBothLanguages('WeChat', (lang) => {
  test('the WeChat callback signs the scanning user in', async ({ page, context, t }) => {
    // The (local stand-in for the) WeChat authorisation asks for the password, then sends the user back to
    // /wxcode with a code.
    await page.goto(
      `/fake-wechat/authorize?user=engineer&redirect_uri=${encodeURIComponent('/wxcode')}&state=s${lang}`,
    );
    await page.locator('#password').fill(ACCOUNTS.engineer.password);
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/main_new$/);
    await expect(page.getByText(t.home.greeting.replace('{{name}}', ACCOUNTS.engineer.name))).toBeVisible();
    const loginId = (await context.cookies()).find((c) => c.name === 'damtherm_login_id');
    expect(loginId?.value).toBe('engineer');
  });

  test('a callback without a code says "WeChat code retrieval failed"', async ({ page, t }) => {
    await page.goto('/wxcode?state=denied');
    await expect(page.getByRole('alert')).toHaveText(t.account.wx.codeFailed);
    await page.getByRole('link', { name: t.account.wx.toLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a used code is refused', async ({ page, request, t }) => {
    expect((await request.get('/fake-wechat/authorize', { params: { user: 'engineer' } })).status()).toBe(
      200,
    );
    expect((await request.post('/fake-wechat/authorize', { data: { user: 'engineer' } })).status()).toBe(400);
    const code = await wechatCode(request, ACCOUNTS.engineer);
    expect((await (await request.get('/dn/wxLogin', { params: { code } })).json()).code).toBe(200);
    await page.goto(`/wxcode?code=${code}`);
    await expect(page.getByRole('alert')).toHaveText(t.account.wx.codeFailed);
  });

  test('an administrator confirms a scan login with one button', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    // A screen starts a scan with its secret; a signed-in engineer scans its QR: it waits for an administrator.
    const state = scanToken();
    const secret = scanToken();
    await request.get('/dn/forWxCode', { params: { token: state, type: 0, secret } });
    const engineer = await apiLogin(request, ACCOUNTS.engineer.username, ACCOUNTS.engineer.password);
    const asked = await request.get('/dn/forWxCode', {
      params: { token: state, type: 0, userIdx: engineer.userId, access_token: engineer.token },
    });
    expect((await asked.json()).data).toBe('waiting');

    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    await page.goto(`/wxcode?token=${state}`);
    await expect(page.getByRole('heading', { name: t.account.wx.confirmHeading, exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.account.wx.confirmButton }).click();
    await expect(page.getByRole('status').filter({ hasText: t.account.wx.confirmed })).toBeVisible();

    // The waiting screen now receives its token (against its secret only), which belongs to the engineer.
    const stolen = await request.get('/dn/forWxCode', {
      params: { token: state, type: 0, secret: scanToken() },
    });
    expect(stolen.status()).toBe(403);
    const polled = await (
      await request.get('/dn/forWxCode', { params: { token: state, type: 0, secret } })
    ).json();
    expect(polled.code).toBe(200);
    const info = await (
      await request.get('/cytUser/getInfo', { params: { access_token: polled.data } })
    ).json();
    expect(info.data.userId).toBe('engineer');
  });

  test('a user who is not an administrator cannot confirm', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const state = scanToken();
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto(`/wxcode?token=${state}`);
    await page.getByRole('button', { name: t.account.wx.confirmButton }).click();
    await expect(page.getByRole('alert')).toHaveText(t.account.wx.notAdmin);
  });

  test('the login screen signs in by a scan: the phone authorises, an administrator confirms', async ({
    page,
    browser,
    request,
    baseURL,
    t,
  }) => {
    // The screen: the login screen's WeChat scan login shows the authorisation address and waits.
    await page.goto('/login');
    await page.getByRole('button', { name: t.signIn.scan.start }).click();
    await expect(page.getByRole('heading', { name: t.signIn.scan.heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.signIn.scan.waiting })).toBeVisible();
    const address = await page.getByRole('link', { name: t.signIn.scan.link }).getAttribute('href');
    const state = new URL(address ?? '').searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);

    // The phone: the WeChat authorisation asks for the engineer's password, then asks for that login.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await phone.addInitScript((l) => localStorage.setItem('language', l), lang);
    const phonePage = await phone.newPage();
    await phonePage.goto(address ?? '');
    await phonePage.locator('#user').fill(ACCOUNTS.engineer.username);
    await phonePage.locator('#password').fill(ACCOUNTS.engineer.password);
    await phonePage.locator('button[type=submit]').click();
    await expect(phonePage.getByRole('status').filter({ hasText: t.signIn.scan.claimed })).toBeVisible();

    // Someone else who read the state off the screen gets nothing.
    const stolen = await request.get('/dn/forWxCode', {
      params: { token: state, type: 0, secret: scanToken() },
    });
    expect(stolen.status()).toBe(403);

    // An administrator confirms with one button; the screen signs in as the engineer by itself.
    const admin = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await admin.addInitScript((l) => localStorage.setItem('language', l), lang);
    await signInAs(admin, request, baseURL!, ACCOUNTS.admin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/wxcode?token=${state}`);
    await adminPage.getByRole('button', { name: t.account.wx.confirmButton }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: t.account.wx.confirmed })).toBeVisible();
    await expect(page).toHaveURL(/\/main_new$/, { timeout: 15_000 });
    await expect(page.getByText(t.home.greeting.replace('{{name}}', ACCOUNTS.engineer.name))).toBeVisible();
    await phone.close();
    await admin.close();
  });
});
