import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Shell/LanguageSwitch 语言切换',
  id: 'shell-languageswitch',
  component: LanguageSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switch of a reader in Chinese, choosing English. */
export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '语言: 中文' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

export const English: Story = { globals: { language: 'en' } };
export const IconOnly: Story = { args: { display: 'icon' } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
