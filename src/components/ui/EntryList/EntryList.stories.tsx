import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Entry, EntryList } from './EntryList';

/** A short timeline of one kind of record (commands, readings, handling): a title, an aside, a line of facts. */
const meta = {
  title: 'UI/EntryList 条目列表',
  id: 'ui-entrylist',
  component: EntryList,
  subcomponents: { Entry },
  args: { 'aria-label': '历史命令', children: null },
  render: (args) => (
    <EntryList {...args}>
      <Entry
        title="设定流量（慢） 17 L/min"
        aside={<strong>回路 1</strong>}
        facts={[
          { label: '设置人', value: '温控工程师' },
          { label: '设置时间', value: '2026-11-26 13:58' },
          { label: '执行时间', value: '2026-11-26 13:58' },
        ]}
      />
      <Entry
        title="智能温控"
        aside={<strong>回路 1</strong>}
        facts={[
          { label: '设置人', value: '温控工程师' },
          { label: '设置时间', value: '2026-11-25 08:30' },
        ]}
      />
    </EntryList>
  ),
} satisfies Meta<typeof EntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '历史命令' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
/** A long Chinese title and many facts wrap on a phone, never overflow. */
export const LongTexts: Story = {
  render: (args) => (
    <EntryList {...args}>
      <Entry
        title="左岸 12# 坝段 第三灌区 1#仓 出机口温度人工录入 31.4 °C（超过允许值）"
        aside={<strong>仓号 12-034</strong>}
        facts={[
          { label: '录入人', value: '新入职员工（待审核账号）' },
          { label: '录入时间', value: '2026-11-29 20:00' },
          { label: '采集方式', value: '人工录入' },
          { label: '备注', value: '振捣后复测，与自动采集相差 2.1 °C' },
        ]}
      />
    </EntryList>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
