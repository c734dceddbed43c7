import {
  ACCOUNTS,
  apiLogin,
  expect,
  field,
  freshUser,
  inBothLanguages,
  loginThroughForm,
  test,
} from './support/fixtures';

inBothLanguages('login', (lang) => {
  test('both fields are required', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: t.account.login.submit, exact: true }).click();
    await expect(page.getByText(t.validation.register.username)).toBeVisible();
    await expect(page.getByText(t.validation.register.password)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password says "Please enter the correct username or password"', async ({ page, t }) => {
    await page.goto('/login');
    await loginThroughForm(page, lang, ACCOUNTS.engineer.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(t.account.login.failed);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an account waiting for review cannot log in yet', async ({ page, t }) => {
    await page.goto('/login');
    await loginThroughForm(page, lang, ACCOUNTS.pending.username, ACCOUNTS.pending.password);
    await expect(page.getByRole('alert')).toHaveText(t.account.register.waiting);
  });

  test('the user name is trimmed; success stores the session and opens the workbench', async ({
    page,
    context,
    t,
  }) => {
    await page.goto('/login');
    await loginThroughForm(page, lang, `  ${ACCOUNTS.engineer.username} `, ACCOUNTS.engineer.password);
    await expect(page).toHaveURL(/\/main_new$/);
    await expect(page.getByText(t.home.greeting.replace('{{name}}', ACCOUNTS.engineer.name))).toBeVisible();
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'damtherm_token');
    const loginId = cookies.find((c) => c.name === 'damtherm_login_id');
    expect(loginId?.value).toBe(ACCOUNTS.engineer.username);
    expect(token?.value).toBeTruthy();
    expect(token?.value).not.toBe(ACCOUNTS.engineer.username);
    // The token cookie lives 30 days (part 1 §9).
    const days = ((token?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await page.evaluate(() => localStorage.getItem('damtherm_user_name'))).toBe(
      ACCOUNTS.engineer.name,
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lang);
  });

  test('the visitor tab signs in with the built-in guest account', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: t.account.login.tabVisitor }).click();
    await expect(page.getByText(t.account.login.visitorText)).toBeVisible();
    await page.getByRole('button', { name: t.account.login.visitorSubmit }).click();
    await expect(page).toHaveURL(/\/main_new$/);
    await expect(page.getByText(t.home.greeting.replace('{{name}}', ACCOUNTS.visitor.name))).toBeVisible();
  });

  test('the link leads to registration', async ({ page, t }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: t.account.login.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: t.account.register.heading })).toBeVisible();
  });

  test('the change-password form toggles with the login form and checks every rule', async ({
    page,
    request,
    t,
  }) => {
    const user = await freshUser(request, 'cp');
    await page.goto('/login');
    await page.getByRole('button', { name: t.account.login.changePassword }).click();
    await expect(page.getByRole('heading', { name: t.account.changePassword.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: t.account.login.submit, exact: true })).toHaveCount(0);
    const submit = page.getByRole('button', { name: t.account.changePassword.submit });

    // All three fields required: 'Please enter complete account information'.
    await submit.click();
    await expect(page.getByText(t.validation.changePassword.incomplete)).toHaveCount(3);
    // New password must differ from the old one.
    await field(page, t.account.changePassword.username).fill(user.username);
    await field(page, t.account.changePassword.oldPassword).fill(user.password);
    await field(page, t.account.changePassword.newPassword).fill(user.password);
    await submit.click();
    await expect(page.getByText(t.validation.changePassword.samePassword)).toBeVisible();
    // A wrong old password: 'Modification failed'.
    await field(page, t.account.changePassword.oldPassword).fill('wrong-old-password');
    await field(page, t.account.changePassword.newPassword).fill('brand-new-password');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(t.account.changePassword.failure);
    // The right one: 'Modified successfully'.
    await field(page, t.account.changePassword.oldPassword).fill(user.password);
    await field(page, t.account.changePassword.newPassword).fill('brand-new-password');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: t.account.changePassword.success }),
    ).toBeVisible();

    // Back to the login form, which takes the new password (and no longer the old one).
    await page.getByRole('button', { name: t.account.login.backToLogin }).click();
    await loginThroughForm(page, lang, user.username, user.password);
    await expect(page.getByRole('alert')).toHaveText(t.account.login.failed);
    await loginThroughForm(page, lang, user.username, 'brand-new-password');
    await expect(page).toHaveURL(/\/main_new$/);
    await apiLogin(request, user.username, 'brand-new-password');
  });
});
