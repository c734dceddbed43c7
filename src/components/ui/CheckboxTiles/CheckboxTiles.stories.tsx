import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxTile, CheckboxTileGroup } from './CheckboxTiles';

const AUTO = new Set([1, 2, 3, 5, 8, 13, 21, 34]);

function Loops({ count = 72, errorMessage }: { count?: number; errorMessage?: string }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 480 }}>
      <CheckboxTileGroup
        label="选择要下发的回路"
        value={chosen}
        onChange={setChosen}
        errorMessage={chosen.length ? undefined : errorMessage}
        toolbar={<span>已选 {chosen.length} 个</span>}
      >
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <CheckboxTile
            key={n}
            value={String(n)}
            marked={AUTO.has(n)}
            aria-label={AUTO.has(n) ? `回路 ${n} (自动)` : `回路 ${n}`}
          >
            {n}
          </CheckboxTile>
        ))}
      </CheckboxTileGroup>
    </div>
  );
}

const meta = {
  title: 'UI/CheckboxTiles 复选块',
  id: 'ui-checkboxtiles',
  // The docs page documents the group's own props; the stories render it inside Loops.
  component: CheckboxTileGroup as unknown as ComponentType<ComponentProps<typeof Loops>>,
  render: (args) => <Loops {...args} />,
  subcomponents: { CheckboxTile },
} satisfies Meta<typeof Loops>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '回路 4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '回路 5 (自动)' }));
    await expect(canvas.getByText('已选 2 个')).toBeVisible();
  },
};
export const Invalid: Story = { args: { count: 12, errorMessage: '请输入完整数据' } };
export const Dark: Story = { args: { count: 24 }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { count: 24 }, globals: { theme: 'sunlight' } };
