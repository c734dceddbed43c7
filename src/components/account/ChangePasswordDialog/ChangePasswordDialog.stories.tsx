import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, startingWith, storyTexts } from '../../../../.storybook/storyTexts';
import { Button } from '../../ui/Button';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
import { ChangePasswordForm } from './ChangePasswordForm';

function WithTrigger(props: Omit<ChangePasswordDialogProps, 'isOpen' | 'onOpenChange'> & { open?: boolean }) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>修改密码 / Change password</Button>
      <ChangePasswordDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Accounts/ChangePasswordDialog 修改密码',
  id: 'accounts-changepassworddialog',
  component: ChangePasswordDialog,
  subcomponents: { ChangePasswordForm },
  beforeEach: resetLiveAnnouncer,
  // Each story in its own frame on the docs page: an open modal covers the page it renders in.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { isOpen: true, onOpenChange: () => {}, onSubmit: fn(async () => undefined) },
  render: (args) => <WithTrigger onSubmit={args.onSubmit} onSuccess={args.onSuccess} open={args.isOpen} />,
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The in-app dialog: every rule of part 1 §5, then a successful change. */
export const InApp: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: t('account.changePassword.submit') }));
    await expect(inDialog.getAllByText(t('validation.changePsw.empty'))).toHaveLength(3);
    await userEvent.type(
      inDialog.getByLabelText(containing(t('account.changePassword.oldPassword'))),
      'old-password',
    );
    await userEvent.type(
      inDialog.getByLabelText(startingWith(t('account.changePassword.newPassword'))),
      'short',
    );
    await userEvent.type(
      inDialog.getByLabelText(containing(t('account.changePassword.confirmPassword'))),
      'other',
    );
    await userEvent.click(inDialog.getByRole('button', { name: t('account.changePassword.submit') }));
    await expect(inDialog.getByText(t('validation.register.passwordLength'))).toBeVisible();
    await expect(inDialog.getByText(t('validation.changePsw.checkPsw2'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(inDialog.getByLabelText(startingWith(t('account.changePassword.newPassword'))));
    await userEvent.type(
      inDialog.getByLabelText(startingWith(t('account.changePassword.newPassword'))),
      'new-password-1',
    );
    await userEvent.clear(inDialog.getByLabelText(containing(t('account.changePassword.confirmPassword'))));
    await userEvent.type(
      inDialog.getByLabelText(containing(t('account.changePassword.confirmPassword'))),
      'new-password-1',
    );
    await userEvent.click(inDialog.getByRole('button', { name: t('account.changePassword.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await expect(await inDialog.findByText(t('account.changePassword.success'))).toBeVisible();
  },
};

export const ServerFailure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Modification failed');
    }),
  },
};

export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };

/** The login-screen variant (user name, old and new password), as a form on the page. */
export const LoginVariant: Story = {
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <ChangePasswordForm variant="login" onSubmit={args.onSubmit} defaultUsername="engineer" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(containing(t('account.changePassword.oldPassword'))),
      'same-password',
    );
    await userEvent.type(
      canvas.getByLabelText(containing(t('account.changePassword.newPassword'))),
      'same-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.changePassword.submit') }));
    await expect(canvas.getByText(t('validation.changePassword.samePassword'))).toBeVisible();
  },
};

export const LoginVariantEnglish: Story = {
  render: LoginVariant.render,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/User name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(canvas.getAllByText('Please enter complete account information')).toHaveLength(3);
  },
};
