import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, startingWith, storyTexts } from '../../../../.storybook/storyTexts';
import { Alert } from '../../ui/Alert';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { LoginForm } from './LoginForm';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Accounts/LoginForm 登录',
  id: 'accounts-loginform',
  component: LoginForm,
  beforeEach: resetLiveAnnouncer,
  args: {
    onLogin: fn(async () => {
      await wait(300);
    }),
    onVisitorLogin: fn(async () => {
      await wait(300);
    }),
    onChangePassword: fn(async () => {
      await wait(300);
      return undefined;
    }),
    registerHref: '#/register',
  },
  decorators: [(Story) => <div style={{ maxWidth: 440, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.login.username'))), '  engineer ');
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.login.password'))),
      'damtherm-engineer',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.submit') }));
    await expect(args.onLogin).toHaveBeenCalledWith({ username: 'engineer', password: 'damtherm-engineer' });
    // The story ends once the answer is in, not half way through "signing in…".
    await expect(await canvas.findByRole('button', { name: t('account.login.submit') })).toBeEnabled();
  },
};

/** With the WeChat scan login (part 1 §1): a button under the form starts it. */
export const WithScanLogin: Story = {
  args: { onScanLogin: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.scan.start') }));
    await expect(args.onScanLogin).toHaveBeenCalledTimes(1);
  },
};

/** Too many wrong passwords: the server's 429, in the user's language, with the seconds to wait. */
export const Throttled: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('密码错误次数过多，请 60 秒后再试');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.login.username'))), 'engineer');
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.login.password'))),
      'guess-number-eleven',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('密码错误次数过多，请 60 秒后再试');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.submit') }));
    await expect(canvas.getByText(t('validation.register.username'))).toBeVisible();
    await expect(canvas.getByText(t('validation.register.password'))).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('请输入正确的用户名或密码');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.login.username'))), 'engineer');
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.login.password'))), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入正确的用户名或密码');
  },
};

export const Pending: Story = {
  args: { onLogin: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.login.username'))), 'engineer');
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.login.password'))), 'secret-secret');
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.submit') }));
    await expect(await canvas.findByText(t('account.login.submitting'))).toBeVisible();
  },
};

export const VisitorTab: Story = {
  args: { defaultMethod: 'visitor' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.visitorSubmit') }));
    await expect(args.onVisitorLogin).toHaveBeenCalledTimes(1);
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.changePassword') }));
    await userEvent.click(canvas.getByRole('button', { name: t('account.changePassword.submit') }));
    await expect(canvas.getAllByText(t('validation.changePassword.incomplete'))).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(containing(t('account.login.username'))), 'engineer');
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
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.backToLogin') }));
    await expect(canvas.getByRole('button', { name: t('account.login.submit') })).toBeVisible();
  },
};

export const WithNotice: Story = {
  args: { notice: <Alert tone="danger">验证失败，请重新登录。</Alert> },
};

export const PasswordOnly: Story = {
  args: { onVisitorLogin: undefined, onChangePassword: undefined, registerHref: undefined },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter user name')).toBeVisible();
    await expect(canvas.getByText('Please enter password')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglishVisitor: Story = {
  args: { defaultMethod: 'visitor' },
  globals: { theme: 'sunlight', language: 'en' },
};
