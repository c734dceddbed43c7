import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TabBar } from './TabBar';
import { tabItems } from './TabBar.fixtures';

const meta = {
  title: 'Shell/TabBar 底部导航',
  id: 'shell-tabbar',
  component: TabBar,
  args: { items: tabItems('zh'), currentId: 'workbench', 'aria-label': '主导航', placement: 'static' },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workbench: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
export const Mine: Story = { args: { currentId: 'mine' } };
export const WithBadge: Story = {
  args: {
    items: tabItems('zh').map((item) =>
      item.id === 'messages' ? { ...item, badge: 128, badgeLabel: '128 条未处理预警' } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};
export const English: Story = {
  args: { items: tabItems('en'), currentId: 'messages', 'aria-label': 'Main navigation' },
  globals: { language: 'en' },
};
export const Fixed: Story = { args: { placement: 'fixed' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { currentId: 'map' }, globals: { theme: 'sunlight' } };
