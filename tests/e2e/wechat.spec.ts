import { randomBytes } from 'node:crypto';
import { ACCOUNTS, apiLogin, expect, inBothLanguages, signInAs, test } from './support/fixtures';

inBothLanguages('WeChat', (lang) => {
  test('the WeChat callback signs the scanning user in', async ({ page, context, t }) => {
    // The (local stand-in for the) WeChat authorisation sends the user back to /wxcode with a code.
    await page.goto(
      `/fake-wechat/authorize?user=engineer&redirect_uri=${encodeURIComponent('/wxcode')}&state=s${lang}`,
    );
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
    const answer = await request.get('/fake-wechat/authorize', { params: { user: 'engineer' } });
    const { code } = await answer.json();
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
    // A signed-in engineer scans the QR of another screen: the scan login waits for an administrator.
    const state = `scan${randomBytes(8).toString('hex')}`;
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

    // The waiting screen now receives its token, which belongs to the engineer.
    const polled = await (await request.get('/dn/forWxCode', { params: { token: state, type: 0 } })).json();
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
    const state = `scan${randomBytes(8).toString('hex')}`;
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto(`/wxcode?token=${state}`);
    await page.getByRole('button', { name: t.account.wx.confirmButton }).click();
    await expect(page.getByRole('alert')).toHaveText(t.account.wx.notAdmin);
  });
});
