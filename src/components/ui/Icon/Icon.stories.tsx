import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'UI/Icon 图标',
  id: 'ui-icon',
  component: Icon,
  args: { name: 'thermometer', size: 32 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Labelled: Story = { args: { name: 'bell', label: '预警消息' } };
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 12,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ listStyle: 'none', display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}
        >
          <Icon name={name} size={28} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
