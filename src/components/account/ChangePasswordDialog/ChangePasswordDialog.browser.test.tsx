import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChangePasswordForm } from './ChangePasswordForm';

describe('ChangePasswordForm, login variant', () => {
  it('needs all three fields and a new password different from the old one', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <ChangePasswordForm variant="login" onSubmit={onSubmit} />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: 'Change' }).click();
    expect(screen.getByText('Please enter complete account information').elements()).toHaveLength(3);
    await screen.getByLabelText(/User name/).fill('engineer');
    await screen.getByLabelText(/Old password/).fill('same');
    await screen.getByLabelText(/New password/).fill('same');
    await screen.getByRole('button', { name: 'Change' }).click();
    await expect.element(screen.getByText('The new password is the same as the old password')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Modification failed" for a rejection without a message', async () => {
    const screen = await render(
      <DamProvider language="en">
        <ChangePasswordForm
          variant="login"
          defaultUsername="engineer"
          onSubmit={() => Promise.reject(new Error(''))}
        />
      </DamProvider>,
    );
    await screen.getByLabelText(/Old password/).fill('old-password');
    await screen.getByLabelText(/New password/).fill('new-password');
    await screen.getByRole('button', { name: 'Change' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Modification failed');
  });
});

describe('ChangePasswordDialog (in-app variant)', () => {
  it('checks emptiness, length and the second entry, sends old and new, then closes', async () => {
    const onSubmit = vi.fn(async () => '修改成功');
    const onSuccess = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <DamProvider language="zh">
        <ChangePasswordDialog isOpen onOpenChange={onOpenChange} onSubmit={onSubmit} onSuccess={onSuccess} />
      </DamProvider>,
    );
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确认修改' }).click();
    expect(dialog.getByText('密码不能为空').elements()).toHaveLength(3);
    await dialog.getByLabelText(/原密码/).fill('old-password');
    await dialog.getByLabelText(/^新密码/).fill('1234567');
    await dialog.getByLabelText(/确认新密码/).fill('7654321');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect.element(dialog.getByText('密码长度不能少于8位')).toBeVisible();
    await expect.element(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog.getByLabelText(/^新密码/).fill('12345678');
    await dialog.getByLabelText(/确认新密码/).fill('12345678');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('修改成功'));
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'old-password', newPassword: '12345678' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is a bottom sheet on a phone with a close button', async () => {
    const onOpenChange = vi.fn();
    await render(
      <DamProvider language="en">
        <ChangePasswordDialog isOpen onOpenChange={onOpenChange} onSubmit={vi.fn()} />
      </DamProvider>,
    );
    const dialog = page.getByRole('dialog', { name: 'Change password' }).element();
    const box = dialog.getBoundingClientRect();
    expect(Math.round(box.bottom)).toBeGreaterThanOrEqual(window.innerHeight - 2);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
