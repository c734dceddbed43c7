import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'Accounts/FeedbackForm 意见反馈',
  id: 'accounts-feedbackform',
  component: FeedbackForm,
  beforeEach: resetLiveAnnouncer,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 520, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await expect(canvas.getByText(t('validation.feedback.empty'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '12号柜第3回路流量计读数偏低，请检查。');
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await expect(await canvas.findByText(t('account.feedback.success'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith('12号柜第3回路流量计读数偏低，请检查。');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ServerMessage: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('反馈服务暂不可用');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'test');
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await expect(await canvas.findByText('反馈服务暂不可用')).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Feedback content cannot be empty')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
