import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Segment, SegmentedControl } from './SegmentedControl';

function Modes({ errorMessage, onChange }: { errorMessage?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'auto' | 'manual' | null>(null);
  return (
    <div style={{ maxWidth: 420 }}>
      <SegmentedControl
        label="控制模式"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        errorMessage={errorMessage}
      >
        <Segment value="auto">智能温控</Segment>
        <Segment value="manual">手动控制</Segment>
      </SegmentedControl>
    </div>
  );
}

const meta = {
  title: 'UI/SegmentedControl 分段选择',
  id: 'ui-segmentedcontrol',
  // The docs page documents SegmentedControl's own props; the stories render it inside Modes.
  component: SegmentedControl as unknown as ComponentType<ComponentProps<typeof Modes>>,
  render: (args) => <Modes {...args} />,
  subcomponents: { Segment },
  args: { onChange: fn() },
} satisfies Meta<typeof Modes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '手动控制' }));
    await expect(canvas.getByRole('radio', { name: '手动控制' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('manual');
  },
};
export const Invalid: Story = { args: { errorMessage: '请输入完整数据' } };
export const ThreeWrapping: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <SegmentedControl label="手动方式" value="opening" onChange={() => {}}>
        <Segment value="flowSlow">设定流量（慢）</Segment>
        <Segment value="opening">设定开度</Segment>
        <Segment value="flowFast">设定流量（快）</Segment>
      </SegmentedControl>
    </div>
  ),
};
export const Dark: Story = { args: { errorMessage: '请输入完整数据' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: ThreeWrapping.render, globals: { theme: 'sunlight' } };
