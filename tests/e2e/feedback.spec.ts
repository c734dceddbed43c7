import { ACCOUNTS, expect, inBothLanguages, signInAs, test } from './support/fixtures';

inBothLanguages('feedback', (lang) => {
  test('empty feedback is refused, real feedback is sent', async ({ page, context, request, baseURL, t }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/feedback');
    const text = page.getByRole('textbox', { name: t.account.feedback.label });
    await expect(text).toHaveAttribute('placeholder', t.account.feedback.placeholder);
    await text.fill('   ');
    await page.getByRole('button', { name: t.account.feedback.submit }).click();
    await expect(page.getByText(t.validation.feedback.empty)).toBeVisible();
    const message = lang === 'zh' ? '12号柜第3回路流量计读数偏低。' : 'Loop 3 of cabinet 12 reads low.';
    await text.fill(message);
    await page.getByRole('button', { name: t.account.feedback.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.account.feedback.success })).toBeVisible();
    await expect(text).toHaveValue('');
  });
});
