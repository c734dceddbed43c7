import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField 文本框',
  id: 'ui-textfield',
  component: TextField,
  args: { label: '用户名' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true, description: '至少 8 位' } };
export const Invalid: Story = { args: { errorMessage: '请输入用户名', isRequired: true } };
export const Password: Story = {
  args: { label: '密码', type: 'password', revealable: true, defaultValue: 'damtherm' },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.showPassword') }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
export const Multiline: Story = { args: { label: '反馈内容', multiline: true, placeholder: '请输入信息' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'engineer' } };
export const English: Story = {
  args: { label: 'Password', type: 'password', revealable: true, errorMessage: 'Please enter password' },
  globals: { language: 'en' },
};
export const Dark: Story = { args: { errorMessage: '请输入用户名' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { errorMessage: '请输入用户名' }, globals: { theme: 'sunlight' } };
