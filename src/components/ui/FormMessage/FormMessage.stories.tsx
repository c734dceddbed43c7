import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormMessage } from './FormMessage';

const meta = {
  title: 'UI/FormMessage 表单消息',
  id: 'ui-formmessage',
  component: FormMessage,
  args: { tone: 'success', children: '设置成功' },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

const both = () => (
  <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
    <FormMessage tone="success">设置成功</FormMessage>
    <FormMessage tone="error">操作失败！回路 3,5</FormMessage>
    <FormMessage />
  </div>
);

export const Success: Story = {};
export const ErrorTone: Story = { args: { tone: 'error', children: '无操作权限，请联系管理员' } };
/** Empty, it takes no room but stays in the page as a live region. */
export const Empty: Story = { args: { tone: undefined, children: undefined } };
export const English: Story = {
  args: { tone: 'error', children: 'No operation permission, please contact administrator' },
  globals: { language: 'en' },
};
export const Dark: Story = { render: both, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: both, globals: { theme: 'sunlight' } };
