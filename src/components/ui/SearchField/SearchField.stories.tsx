import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField 搜索框',
  id: 'ui-searchfield',
  component: SearchField,
  args: { label: '搜索测点', placeholder: '输入测点名称', onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter or the button searches with the trimmed text; × clears an applied search. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索测点' }), ' 2#拌和楼{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('2#拌和楼');
  },
};
export const Applied: Story = {
  args: { keyword: '出机口' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('loop.control.selectNone') }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};
export const Disabled: Story = { args: { isDisabled: true, keyword: '12-034' } };
export const English: Story = {
  args: { label: 'Search by bay number', placeholder: 'Bay number' },
  globals: { language: 'en' },
};
export const Dark: Story = { args: { keyword: '出机口' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
