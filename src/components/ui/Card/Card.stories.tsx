import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardList } from '../CardList';
import { Fact, Facts } from '../Facts';
import { Card } from './Card';
import { cardStack } from './Card.css';

const meta = {
  title: 'UI/Card 卡片',
  id: 'ui-card',
  component: Card,
  subcomponents: { Facts, Fact, CardList },
  args: { title: '回路控制', children: <p style={{ margin: 0 }}>智能柜执行后将移入历史记录</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = () => (
  <div className={cardStack}>
    <Card title="回路 12">当前设置 设定开度 60%</Card>
    <Card title="等待执行" tone="warning">
      设定开度 60% · 回路 12
    </Card>
    <Card title="历史命令" headingLevel={3}>
      暂无历史命令
    </Card>
  </div>
);

export const Default: Story = {};
export const Waiting: Story = { args: { title: '等待执行', tone: 'warning' } };
export const Stack: Story = { render: stack };
export const English: Story = {
  args: { title: 'Waiting for execution', tone: 'warning', children: 'Set opening 60% · loop 12' },
  globals: { language: 'en' },
};
export const Dark: Story = { render: stack, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: stack, globals: { theme: 'sunlight' } };
