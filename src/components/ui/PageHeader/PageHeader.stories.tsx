import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader 页头',
  id: 'ui-pageheader',
  component: PageHeader,
  args: { title: '注册审核', onBack: fn() },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};
export const BackLink: Story = { args: { onBack: undefined, backHref: '#/main_new' } };
export const NoBack: Story = { args: { onBack: undefined, title: '我的' } };
export const WithAction: Story = {
  args: {
    actions: (
      <Button variant="quiet" aria-label="刷新">
        <Icon name="refresh" />
      </Button>
    ),
  },
};
export const LongTitle: Story = { args: { title: '白鹤滩水电站左岸坝段第二十三号浇筑仓温度回路详情' } };
export const English: Story = { args: { title: 'Registration review' }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
