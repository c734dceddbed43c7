import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTexts } from '../../../../.storybook/storyTexts';
import { type BayChoice, BayPicker, type BayPickerProps, NO_BAY_CHOICE } from './BayPicker';
import { fewBins, manyBins, searchedBins } from './BayPicker.fixtures';

/** The picker with its choice kept, as a form keeps it. */
function Controlled(props: BayPickerProps) {
  const [value, setValue] = useState<BayChoice>(props.value);
  return (
    <BayPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Entries/BayPicker 选仓',
  id: 'entries-baypicker',
  component: BayPicker,
  args: { bins: fewBins, value: NO_BAY_CHOICE, onChange: fn(), onSearch: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof BayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dam section first, then one of its bins. */
export const ChooseSectionThenBin: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('entry.picker.chooseBlock'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: containing(t('entry.picker.block')) }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('option', { name: containing(t('entry.picker.blockName', { block: 13 })) }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: '13-031' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      block: 13,
      bay: expect.objectContaining({ bin: '13-031' }),
    });
    await expect(canvas.getByTestId('bay-picker-chosen')).toHaveTextContent(
      t('entry.picker.chosen', { bin: '13-031' }),
    );
  },
};
/** A bin already chosen (optional: it can be cleared). */
export const Chosen: Story = {
  args: { value: { block: 14, bay: fewBins.find((b) => b.bin === '14-033') ?? null } },
};
/** A search that matched a few bins: shown without choosing a section. */
export const Searched: Story = { args: { bins: searchedBins, keyword: '13-03' } };
/** The bin entry sent without a choice. */
export const Required: Story = {
  args: { isRequired: true, blockError: '请选择坝段', binError: '请选择一个仓号' },
};
/** 500 bins over 44 sections: one section's bins at a time, scrolling inside. */
export const FiveHundred: Story = { args: { bins: manyBins, value: { block: 41, bay: null } } };
export const Loading: Story = { args: { bins: undefined } };
export const LoadError: Story = {
  args: { bins: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const NoMatch: Story = { args: { bins: [], keyword: '99-9' } };
export const English: Story = {
  args: { isRequired: true, value: { block: 12, bay: null } },
  globals: { language: 'en' },
};
export const Dark: Story = {
  args: { value: { block: 14, bay: fewBins[2] ?? null } },
  globals: { theme: 'dark' },
};
export const Sunlight: Story = {
  args: { isRequired: true, blockError: '请选择坝段', binError: '请选择一个仓号' },
  globals: { theme: 'sunlight' },
};
