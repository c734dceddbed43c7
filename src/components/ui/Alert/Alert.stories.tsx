import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert 提示条',
  id: 'ui-alert',
  component: Alert,
  args: { children: 'Token错误', tone: 'danger' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const all = () => (
  <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
    <Alert tone="info">正在加载部门...</Alert>
    <Alert tone="success">等待管理员审核</Alert>
    <Alert tone="warning">超过半小时无数据上报</Alert>
    <Alert tone="danger">请输入正确的用户名或密码</Alert>
  </div>
);

export const Danger: Story = {};
export const Tones: Story = { render: all };
export const English: Story = {
  args: { children: 'Please enter the correct username or password' },
  globals: { language: 'en' },
};
export const Dark: Story = { render: all, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: all, globals: { theme: 'sunlight' } };
