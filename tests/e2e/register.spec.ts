import {
  ACCOUNTS,
  apiLogin,
  expect,
  field,
  inBothLanguages,
  loginThroughForm,
  signInAs,
  test,
  uniqueName,
  uniquePhone,
} from './support/fixtures';

inBothLanguages('registration', (lang) => {
  test('every rule shows its message', async ({ page, t }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: t.account.register.submit, exact: true });
    await submit.click();
    for (const message of [
      t.validation.register.username,
      t.validation.register.password,
      t.validation.register.name,
      t.validation.register.phone,
      t.validation.register.group,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Password at least 8 characters.
    await field(page, t.account.register.password).fill('short');
    await submit.click();
    await expect(page.getByText(t.validation.register.passwordLength)).toBeVisible();
    // The two entries must match: 'Passwords inconsistent'.
    await field(page, t.account.register.password).fill('long-enough-1');
    await field(page, t.account.register.confirmPassword).fill('long-enough-2');
    await submit.click();
    await expect(page.getByText(t.validation.register.passwordMismatch)).toBeVisible();
  });

  test('a taken user name is flagged when the field loses focus', async ({ page, t }) => {
    await page.goto('/register');
    await field(page, t.account.register.username).fill(ACCOUNTS.engineer.username);
    await field(page, t.account.register.password).focus();
    await expect(page.getByText(t.validation.register.duplicateUsername)).toBeVisible();
    // A free one is not.
    await field(page, t.account.register.username).fill(uniqueName('free'));
    await field(page, t.account.register.password).focus();
    await expect(page.getByText(t.validation.register.duplicateUsername)).toHaveCount(0);
  });

  test('the department tree is a single choice', async ({ page, t }) => {
    await page.goto('/register');
    const tree = page.getByRole('treegrid', { name: t.account.register.department });
    await tree.getByRole('row', { name: /温控作业队/ }).click();
    await expect(
      page.getByText(
        t.account.register.departmentSelected.replace('{{name}}', '施工局 / 大坝工区 / 温控作业队'),
      ),
    ).toBeVisible();
    await tree.getByRole('row', { name: /监理中心/ }).click();
    await expect(tree.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(tree.getByRole('row', { name: /监理中心/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('a new user registers, waits, is approved by an administrator in another browser, then logs in', async ({
    page,
    browser,
    request,
    baseURL,
    t,
  }) => {
    const username = uniqueName('reg');
    const name = lang === 'zh' ? '李工' : 'Li Wei';
    await page.goto('/register');
    await field(page, t.account.register.username).fill(username);
    await field(page, t.account.register.password).fill('cooling-water-2026');
    await field(page, t.account.register.confirmPassword).fill('cooling-water-2026');
    await field(page, t.account.register.name).fill(name);
    await field(page, t.account.register.phone).fill(uniquePhone());
    await page
      .getByRole('treegrid')
      .getByRole('row', { name: /温控作业队/ })
      .click();
    await page.getByRole('button', { name: t.account.register.submit, exact: true }).click();
    await expect(page.getByText(t.account.register.waiting)).toBeVisible();
    // Then the login screen, 2 seconds later.
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    await loginThroughForm(page, lang, username, 'cooling-water-2026');
    await expect(page.getByRole('alert')).toHaveText(t.account.register.waiting);

    // The administrator, in another browser, approves the registration.
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await adminContext.addInitScript((l) => localStorage.setItem('language', l), lang);
    await signInAs(adminContext, request, baseURL!, ACCOUNTS.admin);
    const admin = await adminContext.newPage();
    await admin.goto('/check/user');
    const card = admin.locator(`[data-user="${username}"]`);
    await expect(card).toContainText(name);
    await expect(card).toContainText('温控作业队');
    await card
      .getByRole('button', { name: t.account.checkUser.approveUser.replace('{{name}}', name) })
      .click();
    await expect(admin.getByRole('status').filter({ hasText: t.account.checkUser.success })).toBeVisible();
    // The list reloads without the approved user.
    await expect(admin.locator(`[data-user="${username}"]`)).toHaveCount(0);
    await adminContext.close();

    await loginThroughForm(page, lang, username, 'cooling-water-2026');
    await expect(page).toHaveURL(/\/main_new$/);
    await expect(page.getByText(t.home.greeting.replace('{{name}}', name))).toBeVisible();
    await apiLogin(request, username, 'cooling-water-2026');
  });
});
