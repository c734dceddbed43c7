import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, startingWith, storyTexts } from '../../../../.storybook/storyTexts';
import type { ReportType } from '../../../domain';
import { ReportTypePicker } from './ReportTypePicker';
import { CHARTED_TYPES } from './ReportTypePicker.fixtures';

const meta = {
  title: 'Reports/ReportTypePicker 报表类型',
  id: 'reports-reporttypepicker',
  component: ReportTypePicker,
  args: { onChange: fn() },
} satisfies Meta<typeof ReportTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five types of the seed; each option says what a row holds. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('report.type.label')) }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('option')).toHaveLength(5);
    await userEvent.click(body.getByRole('option', { name: startingWith(t('report.type.cooling')) }));
    await expect(args.onChange).toHaveBeenCalledWith('cooling');
  },
};

/** Opened, as a phone shows it over the page. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: containing(t('report.type.label')) }),
    );
  },
};

/** The longest name chosen, on a phone. */
export const LongestChosen: Story = { args: { defaultValue: 'damControl' } };
export const ChartedOnly: Story = { args: { types: CHARTED_TYPES, defaultValue: 'weekDrop' } };
export const Disabled: Story = { args: { isDisabled: true } };

/** Loading and error do not apply: the types are constants. Empty: a portal offering none still renders. */
export const NoTypes: Story = { args: { types: [] } };

function Controlled() {
  const [type, setType] = useState<ReportType>('weekDrop');
  return (
    <div>
      <ReportTypePicker value={type} onChange={setType} />
      <p>{type}</p>
    </div>
  );
}
export const ControlledValue: Story = { render: () => <Controlled /> };

export const English: Story = { args: { defaultValue: 'outletEntryPouring' }, globals: { language: 'en' } };
export const EnglishOpen: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Report type/ }));
  },
};
export const Dark: Story = { play: Open.play, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { defaultValue: 'cooling' }, globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  play: EnglishOpen.play,
  globals: { theme: 'sunlight', language: 'en' },
};
