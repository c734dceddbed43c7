import { ACCOUNTS, apiRegister, expect, inBothLanguages, signInAs, test } from './support/fixtures';

inBothLanguages('Audit log', () => {
  test('an administrator approves a registration, then taps to the audit log and finds the approval', async ({
    page,
    context,
    request,
    baseURL,
    t,
    lang,
  }) => {
    const username = `audit${lang}${Date.now().toString(36)}`;
    const name = `审计${lang}`;
    await apiRegister(request, { username, password: 'audit-pass-1', name });
    await signInAs(context, request, baseURL!, ACCOUNTS.admin);
    await page.goto('/setting');
    await page.getByRole('link', { name: t.account.setting.checkUser }).click();
    await page
      .getByRole('button', { name: t.account.checkUser.approveUser.replace('{{name}}', name) })
      .click();
    await expect(page.getByText(t.account.checkUser.success)).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: t.app.route.auditLog }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { name: t.app.route.auditLog, level: 1 })).toBeVisible();
    await page.getByLabel(t.app.audit.filter).selectOption('approveUser');
    const row = page.getByTestId('audit-log').getByRole('listitem').first();
    await expect(row).toContainText(t.app.audit.actions.approveUser);
    await expect(row).toContainText(username);
    await expect(row).toContainText(ACCOUNTS.admin.username);
    // Through the demo's own proxy, the browser's address (this machine), not the proxy's say-so.
    await expect(row).toContainText('127.0.0.1');
    await expect(row).toContainText(t.app.audit.outcome.done);
  });

  test('anyone else is refused', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/setting');
    await expect(page.getByRole('link', { name: t.app.route.auditLog })).toHaveCount(0);
    await page.goto('/audit');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('audit-log')).toHaveCount(0);
  });
});
