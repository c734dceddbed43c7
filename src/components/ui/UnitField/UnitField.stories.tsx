import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UnitField, type UnitFieldProps } from './UnitField';

function Field(props: Omit<UnitFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 320 }}>
      <UnitField {...props} value={value} onChange={(next) => setValue(next.replace(/[^\d.]/g, ''))} />
    </div>
  );
}

const meta = {
  title: 'UI/UnitField 带单位输入',
  id: 'ui-unitfield',
  // The docs page documents UnitField's own props; the stories render it inside Field.
  component: UnitField as unknown as ComponentType<ComponentProps<typeof Field>>,
  render: (args) => <Field {...args} />,
  args: { label: '开度（1–100）', unit: '%', inputMode: 'numeric' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '开度（1–100）' });
    await userEvent.type(input, '6a0');
    await expect(input).toHaveValue('60');
  },
};
export const Flow: Story = { args: { label: '流量（L/min）', unit: 'L/min', inputMode: 'decimal' } };
export const Invalid: Story = { args: { errorMessage: '开度范围为1-100' } };
export const Compact: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, maxWidth: 360 }}>
      <UnitField compact label="天" placeholder="0" inputMode="numeric" />
      <UnitField compact label="小时" placeholder="0" inputMode="numeric" />
      <UnitField compact label="分钟" placeholder="0" inputMode="numeric" isInvalid />
    </div>
  ),
};
export const English: Story = { args: { label: 'Flow (L/min)', unit: 'L/min' }, globals: { language: 'en' } };
export const Dark: Story = { args: { errorMessage: '开度范围为1-100' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: Compact.render, globals: { theme: 'sunlight' } };
