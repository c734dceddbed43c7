import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, startingWith, storyTexts } from '../../../../.storybook/storyTexts';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { siteDepartments } from '../DepartmentTree/DepartmentTree.fixtures';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Accounts/RegisterForm 注册账号',
  id: 'accounts-registerform',
  component: RegisterForm,
  beforeEach: resetLiveAnnouncer,
  args: {
    departments: siteDepartments,
    checkUsername: fn(async (name: string) => name === 'engineer'),
    onSubmit: fn(async () => {}),
    successNote: '2 秒后前往登录页',
    loginHref: '#/login',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EveryRule: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    for (const message of [
      t('validation.register.username'),
      t('validation.register.password'),
      t('validation.register.name'),
      t('validation.register.phone'),
      t('validation.register.group'),
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.register.password'))), 'short');
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    await expect(canvas.getByText(t('validation.register.passwordLength'))).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(startingWith(t('account.register.password'))));
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.register.password'))),
      'long-enough-1',
    );
    await userEvent.type(
      canvas.getByLabelText(containing(t('account.register.confirmPassword'))),
      'long-enough-2',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    await expect(canvas.getByText(t('validation.register.passwordMismatch'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DuplicateUsername: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.register.username'))), 'engineer');
    await userEvent.tab();
    await expect(await canvas.findByText(t('account.register.duplicate'))).toBeVisible();
  },
};

export const Registered: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('account.register.username'))), 'zhang.wei');
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.register.password'))), 'cooling-2026');
    await userEvent.type(
      canvas.getByLabelText(containing(t('account.register.confirmPassword'))),
      'cooling-2026',
    );
    await userEvent.type(canvas.getByLabelText(containing(t('account.register.name'))), '张伟');
    await userEvent.type(canvas.getByLabelText(containing(t('account.register.phone'))), '13812345678');
    await userEvent.click(canvas.getByText('温控作业队'));
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    await expect(await canvas.findByText(t('account.register.waiting'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'zhang.wei',
      password: 'cooling-2026',
      name: '张伟',
      phone: '13812345678',
      groupId: '311',
    });
    // The submit button left with the form; drop react-aria's announcement that still points at it.
    resetLiveAnnouncer()();
  },
};

export const ServerRefusal: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Invalid phone number or already registered');
    }),
  },
};

export const DepartmentsLoading: Story = { args: { departments: [], departmentsLoading: true } };
export const DepartmentsError: Story = { args: { departments: [], departmentsError: '部门加载失败' } };

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Please enter user name',
      'Please enter password',
      'Please enter your name',
      'Please enter the phone',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
