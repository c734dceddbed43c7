import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { LoginForm } from './LoginForm';

const renderForm = (props: Partial<Parameters<typeof LoginForm>[0]> = {}, language: 'zh' | 'en' = 'zh') =>
  render(
    <DamProvider language={language}>
      <LoginForm onLogin={vi.fn()} {...props} />
    </DamProvider>,
  );

describe('LoginForm', () => {
  it('offers the WeChat scan login only when given, in both languages', async () => {
    const onScanLogin = vi.fn();
    const screen = await renderForm({ onScanLogin });
    await screen.getByRole('button', { name: '微信扫码登录' }).click();
    expect(onScanLogin).toHaveBeenCalledTimes(1);
    const en = await renderForm({ onScanLogin }, 'en');
    await expect.element(en.getByRole('button', { name: 'WeChat scan login' })).toBeVisible();
    const without = await renderForm({}, 'en');
    expect(without.container.textContent).not.toContain('WeChat scan login');
  });

  it('shows the throttle message the screen rejects with', async () => {
    const onLogin = vi.fn().mockRejectedValue(new Error('密码错误次数过多，请 4 秒后再试'));
    const screen = await renderForm({ onLogin });
    await screen.getByLabelText(/用户名/).fill('engineer');
    await screen.getByLabelText(/^密码/).fill('secret-pass');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('密码错误次数过多，请 4 秒后再试');
  });

  it('requires both fields and trims the user name', async () => {
    const onLogin = vi.fn();
    const screen = await renderForm({ onLogin });
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect.element(screen.getByText('请输入用户名')).toBeVisible();
    await expect.element(screen.getByText('请输入密码')).toBeVisible();
    expect(onLogin).not.toHaveBeenCalled();
    await screen.getByLabelText(/用户名/).fill('  engineer  ');
    await screen.getByLabelText(/^密码/).fill('secret-pass');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    expect(onLogin).toHaveBeenCalledWith({ username: 'engineer', password: 'secret-pass' });
  });

  it('shows the rejection message, or the seed default without one', async () => {
    const onLogin = vi.fn().mockRejectedValueOnce(new Error('等待管理员审核')).mockRejectedValueOnce('x');
    const screen = await renderForm({ onLogin });
    await screen.getByLabelText(/用户名/).fill('newhire');
    await screen.getByLabelText(/^密码/).fill('secret-pass');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('等待管理员审核');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('请输入正确的用户名或密码');
  });

  it('sends one request for a double tap while pending', async () => {
    let release: () => void = () => {};
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const screen = await renderForm({ onLogin });
    await screen.getByLabelText(/用户名/).fill('engineer');
    await screen.getByLabelText(/^密码/).fill('secret-pass');
    const button = screen.getByRole('button', { name: '登录', exact: true });
    await button.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('登录中...')).toBeVisible();
    expect(onLogin).toHaveBeenCalledTimes(1);
    release();
  });

  it('has a visitor tab that calls the visitor login', async () => {
    const onVisitorLogin = vi.fn();
    const screen = await renderForm({ onVisitorLogin }, 'en');
    await screen.getByRole('tab', { name: 'Visitor' }).click();
    await screen.getByRole('button', { name: 'Enter as visitor' }).click();
    expect(onVisitorLogin).toHaveBeenCalledTimes(1);
  });

  it('toggles to the change-password form and back', async () => {
    const onChangePassword = vi.fn(async () => undefined);
    const screen = await renderForm({ onChangePassword, registerHref: '/register' }, 'en');
    await expect
      .element(screen.getByRole('link', { name: 'No account? Register' }))
      .toHaveAttribute('href', '/register');
    await screen.getByRole('button', { name: 'Change password' }).click();
    await screen.getByLabelText(/User name/).fill('engineer');
    await screen.getByLabelText(/Old password/).fill('old-password');
    await screen.getByLabelText(/New password/).fill('new-password');
    await screen.getByRole('button', { name: 'Change', exact: true }).click();
    expect(onChangePassword).toHaveBeenCalledWith({
      username: 'engineer',
      oldPassword: 'old-password',
      newPassword: 'new-password',
    });
    await expect.element(screen.getByText('Modified successfully')).toBeVisible();
    await screen.getByRole('button', { name: 'Back to login' }).click();
    await expect.element(screen.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });

  it('keeps touch targets of at least 44 px', async () => {
    const screen = await renderForm({
      onVisitorLogin: vi.fn(),
      onChangePassword: vi.fn(),
      registerHref: '/r',
    });
    for (const element of [
      screen.getByRole('button', { name: '登录', exact: true }).element(),
      screen.getByRole('tab', { name: '游客登录' }).element(),
      screen.getByRole('link', { name: '没有账号？注册' }).element(),
      screen.getByRole('button', { name: '修改密码' }).element(),
      screen.getByLabelText(/用户名/).element(),
    ]) {
      expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });
});
