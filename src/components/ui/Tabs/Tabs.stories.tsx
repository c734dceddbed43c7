import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs 标签页',
  id: 'ui-tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="登录方式">
        <Tab id="password">账号密码</Tab>
        <Tab id="visitor">游客登录</Tab>
      </TabList>
      <TabPanel id="password">用户名和密码登录</TabPanel>
      <TabPanel id="visitor">游客可以浏览各项数据</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '游客登录' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('游客可以浏览各项数据');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
