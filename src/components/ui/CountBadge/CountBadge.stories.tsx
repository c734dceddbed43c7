import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { CountBadge, CountBadgeLabel } from './CountBadge';

function Bell({ count, label }: { count: number; label?: string }) {
  return (
    <span
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 4, margin: 12 }}
    >
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon name="bell" size={26} />
        <CountBadge count={count} />
      </span>
      <span>
        预警消息
        <CountBadgeLabel count={count} label={label} />
      </span>
    </span>
  );
}

const meta = {
  title: 'UI/CountBadge 计数徽标',
  id: 'ui-countbadge',
  component: CountBadge,
  subcomponents: { CountBadgeLabel },
  args: { count: 3 },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      <Bell count={args.count ?? 0} label="3 条未处理预警" />
      <Bell count={0} />
      <Bell count={120} />
    </div>
  ),
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3, nothing at 0, 99+ above 99; screen readers hear the meaning after the label. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(', 3 条未处理预警')).toBeInTheDocument();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
