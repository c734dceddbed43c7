import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { siteDepartments } from '../DepartmentTree/DepartmentTree.fixtures';
import { RegisterForm } from './RegisterForm';

const renderForm = (props: Partial<Parameters<typeof RegisterForm>[0]> = {}, language: 'zh' | 'en' = 'zh') =>
  render(
    <DamProvider language={language}>
      <RegisterForm departments={siteDepartments} onSubmit={vi.fn()} {...props} />
    </DamProvider>,
  );

describe('RegisterForm', () => {
  it('shows every rule of part 1 §5 under its field, in English too', async () => {
    const onSubmit = vi.fn();
    const screen = await renderForm({ onSubmit }, 'en');
    const submit = screen.getByRole('button', { name: 'Register', exact: true });
    await submit.click();
    for (const message of [
      'Please enter user name',
      'Please enter password',
      'Please enter your name',
      'Please enter the phone',
      'Please choose a department',
    ]) {
      await expect.element(screen.getByText(message)).toBeVisible();
    }
    await screen.getByLabelText(/^Password/).fill('1234567');
    await submit.click();
    await expect.element(screen.getByText('The password must be at least 8 characters')).toBeVisible();
    await screen.getByLabelText(/^Password/).fill('12345678');
    await screen.getByLabelText(/Confirm password/).fill('12345679');
    await submit.click();
    await expect.element(screen.getByText('Passwords inconsistent')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the user name once when it loses focus and blocks a taken one', async () => {
    const checkUsername = vi.fn(async (name: string) => name === 'engineer');
    const onSubmit = vi.fn();
    const screen = await renderForm({ checkUsername, onSubmit });
    await screen.getByLabelText(/用户名/).fill('engineer');
    await screen.getByLabelText(/^密码/).click();
    await expect.element(screen.getByText('用户名重复')).toBeVisible();
    await screen.getByLabelText(/用户名/).click();
    await screen.getByLabelText(/^密码/).click();
    expect(checkUsername).toHaveBeenCalledTimes(1);
    await screen.getByLabelText(/^密码/).fill('cooling-2026');
    await screen.getByLabelText(/确认密码/).fill('cooling-2026');
    await screen.getByLabelText(/姓名/).fill('张伟');
    await screen.getByLabelText(/手机号/).fill('13800000000');
    await screen.getByText('温控作业队').click();
    await screen.getByRole('button', { name: '注册', exact: true }).click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the chosen department, then waits for review', async () => {
    const onSubmit = vi.fn(async () => {});
    const onRegistered = vi.fn();
    const screen = await renderForm({ onSubmit, onRegistered, successNote: '2 秒后前往登录页' });
    await screen.getByLabelText(/用户名/).fill(' zhang.wei ');
    await screen.getByLabelText(/^密码/).fill('cooling-2026');
    await screen.getByLabelText(/确认密码/).fill('cooling-2026');
    await screen.getByLabelText(/姓名/).fill(' 张伟 ');
    await screen.getByLabelText(/手机号/).fill('13812345678');
    await screen.getByText('大坝监理部').click();
    await screen.getByRole('button', { name: '注册', exact: true }).click();
    await expect.element(screen.getByText('等待管理员审核')).toBeVisible();
    await expect.element(screen.getByText('2 秒后前往登录页')).toBeVisible();
    const values = {
      username: 'zhang.wei',
      password: 'cooling-2026',
      name: '张伟',
      phone: '13812345678',
      groupId: '21',
    };
    expect(onSubmit).toHaveBeenCalledWith(values);
    expect(onRegistered).toHaveBeenCalledWith(values);
  });

  it('shows the server refusal', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('手机号无效或已注册');
    });
    const screen = await renderForm({ onSubmit });
    await screen.getByLabelText(/用户名/).fill('li');
    await screen.getByLabelText(/^密码/).fill('cooling-2026');
    await screen.getByLabelText(/确认密码/).fill('cooling-2026');
    await screen.getByLabelText(/姓名/).fill('李');
    await screen.getByLabelText(/手机号/).fill('1');
    await screen.getByText('监理中心').click();
    await screen.getByRole('button', { name: '注册', exact: true }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('手机号无效或已注册');
  });

  it('fits a 360 px phone', async () => {
    await page.viewport(360, 740);
    const screen = await renderForm();
    const form = screen.container.querySelector('form') as HTMLFormElement;
    expect(form.scrollWidth).toBeLessThanOrEqual(360);
  });
});
