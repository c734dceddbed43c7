import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DamError } from '../../../client/errors';
import { errors } from '../../../i18n/messages/errors';
import { StatusMessage } from './StatusMessage';

const meta = {
  title: 'UI/StatusMessage 加载空数据错误状态',
  id: 'ui-statusmessage',
  component: StatusMessage,
  args: { tone: 'empty', framed: true },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without words of its own, each tone says the kit's default: no data, loading, something went wrong. */
export const Empty: Story = {};
export const Loading: Story = { args: { tone: 'loading' } };
export const ErrorWithRetry: Story = {
  args: { tone: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A DamError as the children: the reason, in the reader's language, not the server's words. */
export const DamErrorReason: Story = {
  args: {
    tone: 'error',
    children: new DamError('server', 'no permission', { code: 403, reason: 'noPermission' }),
    onRetry: fn(),
  },
  play: async ({ canvasElement, globals }) => {
    const words = errors[globals.language === 'en' ? 'en' : 'zh'];
    await expect(within(canvasElement).getByText(words.noPermission)).toBeVisible();
  },
};
export const DamErrorReasonEnglish: Story = {
  ...DamErrorReason,
  tags: ['settings'],
  globals: { language: 'en' },
};
/** A network failure reads as one, whatever the browser's message. */
export const NetworkError: Story = {
  args: { tone: 'error', children: new DamError('network', 'Failed to fetch'), onRetry: fn() },
  play: async ({ canvasElement, globals }) => {
    const words = errors[globals.language === 'en' ? 'en' : 'zh'];
    await expect(within(canvasElement).getByText(words.network)).toBeVisible();
  },
};
/** A screen's own words for the tone. */
export const OwnText: Story = { args: { tone: 'empty', children: '没有与“12#”匹配的智能柜' } };
export const Dark: Story = { ...ErrorWithRetry, play: undefined, globals: { theme: 'dark' } };
export const Sunlight: Story = { ...ErrorWithRetry, play: undefined, globals: { theme: 'sunlight' } };
