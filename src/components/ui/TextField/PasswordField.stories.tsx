import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ui } from '../../../i18n/messages/ui';
import { PasswordField } from './PasswordField';

/** A password typed on a phone outdoors: hidden, with a button that shows it while the user checks it. */
const meta = {
  title: 'UI/PasswordField 密码框',
  id: 'ui-passwordfield',
  component: PasswordField,
  args: { label: '密码', autoComplete: 'current-password', isRequired: true },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The reveal button shows the typed text and hides it again, named in the reader's language. */
export const Reveal: Story = {
  args: { defaultValue: 'damtherm-engineer' },
  play: async ({ canvasElement, globals }) => {
    const words = ui[globals.language === 'en' ? 'en' : 'zh'];
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: words.showPassword }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: words.hidePassword }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const RevealEnglish: Story = {
  ...Reveal,
  tags: ['settings'],
  args: { ...Reveal.args, label: 'Password' },
  globals: { language: 'en' },
};
export const NewPassword: Story = {
  args: { label: '新密码', autoComplete: 'new-password', description: '至少 8 位' },
};
export const Invalid: Story = { args: { errorMessage: '请输入密码' } };
export const Dark: Story = { args: { defaultValue: 'secret' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { defaultValue: 'secret' }, globals: { theme: 'sunlight' } };
