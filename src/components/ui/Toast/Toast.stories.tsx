import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { createToastQueue, showToast, ToastRegion } from './Toast';

function Demo({ tone, message }: { tone: 'info' | 'success' | 'warning' | 'danger'; message: string }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button onPress={() => showToast(queue, message, tone, 0)}>Show</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'UI/Toast 轻提示',
  id: 'ui-toast',
  // The docs page documents ToastRegion's own props; the stories render it inside Demo.
  component: ToastRegion as unknown as ComponentType<ComponentProps<typeof Demo>>,
  render: (args) => <Demo {...args} />,
  args: { tone: 'danger', message: 'Token错误' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const show: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show' }));
  const body = within(canvasElement.ownerDocument.body);
  const text = await body.findByText(args.message);
  await waitFor(() => expect(text).toBeVisible());
};

export const TokenError: Story = { play: show };
export const Success: Story = { args: { tone: 'success', message: '修改成功' }, play: show };
export const Warning: Story = { args: { tone: 'warning', message: '超过半小时无数据上报' }, play: show };
export const English: Story = {
  args: { tone: 'success', message: 'Submitted successfully' },
  globals: { language: 'en' },
  play: show,
};
export const Dark: Story = { globals: { theme: 'dark' }, play: show };
export const Sunlight: Story = { globals: { theme: 'sunlight' }, play: show };
