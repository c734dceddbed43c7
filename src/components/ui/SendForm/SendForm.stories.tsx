import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CommandOutcome } from '../../../domain';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { resetLiveAnnouncer } from '../storyHelpers';
import { UnitField } from '../UnitField';
import { useSendOnce } from '../useSendOnce';
import { SendForm } from './SendForm';

type Send = (command: { value: string }, requestId: string) => Promise<CommandOutcome>;

/** One field sent once through `useSendOnce`, as a control panel or an entry dialog does. */
function Entry({ send }: { send: Send }) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const once = useSendOnce({ send });
  return (
    <div style={{ maxWidth: 420 }}>
      <SendForm
        status={once.status}
        tapGuardProps={once.tapGuardProps}
        message={once.status === 'sending' ? null : message}
        labels={{ submit: '保存', sending: '保存中…', sent: '已保存' }}
        onSubmit={async () => {
          const sent = await once.send({ value });
          if (sent.status === 'succeeded') setMessage({ tone: 'success', text: '设置成功' });
          else if (sent.status !== 'skipped') setMessage({ tone: 'error', text: '设置失败' });
        }}
      >
        <UnitField
          label="温度（°C）"
          unit="°C"
          value={value}
          onChange={(next) => {
            setValue(next.replace(/[^\d.]/g, ''));
            setMessage(null);
            once.reset();
          }}
        />
      </SendForm>
    </div>
  );
}

const slowOk: Send = () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 300));

const meta = {
  title: 'UI/SendForm 提交表单',
  id: 'ui-sendform',
  // The docs page documents SendForm's own props; the stories render it inside Entry.
  component: SendForm as unknown as ComponentType<ComponentProps<typeof Entry>>,
  render: (args) => <Entry {...args} />,
  subcomponents: { ReadOnlyNotice },
  beforeEach: resetLiveAnnouncer,
  args: { send: fn<Send>(slowOk) },
} satisfies Meta<typeof Entry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A double tap sends once; the button says 'Saved' until the field changes. */
export const DoubleTap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '温度（°C）' }), '12.5');
    await userEvent.dblClick(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('设置成功')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '已保存' })).toBeDisabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};
export const Refused: Story = {
  args: { send: fn<Send>(async () => ({ ok: false, reason: 'rejected' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('设置失败');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
