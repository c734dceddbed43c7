import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { EntryOutcome } from '../../../domain';
import type { AggregateEntryRequest } from './AggregateEntryForm';
import { AggregateEntryForm } from './AggregateEntryForm';
import { aggregateTypes, answer, FIXTURE_NOW, failing, longTypes } from './AggregateEntryForm.fixtures';

type Submit = (request: AggregateEntryRequest) => Promise<EntryOutcome>;

const meta = {
  title: 'Aggregates/AggregateEntryForm 骨料温度录入',
  id: 'aggregates-aggregateentryform',
  component: AggregateEntryForm,
  decorators: [(Story) => <div style={{ padding: 12, maxWidth: 480 }}>{Story()}</div>],
  args: {
    types: aggregateTypes,
    now: FIXTURE_NOW,
    onSubmit: fn<Submit>(answer({ ok: true })),
    onEntered: fn(),
  },
} satisfies Meta<typeof AggregateEntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A temperature, a category, the second cooling: one tap (or a double tap) enters it once. */
export const Entry: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const temperature = canvas.getByRole('textbox', { name: t('aggregate.form.temperature') });
    await userEvent.type(temperature, '12.5');
    await userEvent.click(canvas.getByText(t('aggregate.form.kind.largeStone')));
    await userEvent.click(canvas.getByText(t('stage.aggregate.s2')));
    await userEvent.dblClick(canvas.getByRole('button', { name: t('aggregate.form.submit') }));
    await expect(await canvas.findByText(t('aggregate.form.success'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ typeId: 2, stage: 2, tempC: 12.5, at: FIXTURE_NOW }),
    );
    await expect(temperature).toHaveValue('');
  },
};

/** Nothing typed or chosen: each problem under its field, nothing sent. */
export const Incomplete: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('aggregate.form.submit') }));
    await expect(await canvas.findByText(t('validation.entry.empty'))).toBeVisible();
    await expect(canvas.getByText(t('validation.aggregate.category'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Not a number. */
export const NotANumber: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('aggregate.form.temperature') }), '十二');
    await userEvent.click(canvas.getByText(t('aggregate.form.kind.extraLargeStone')));
    await userEvent.click(canvas.getByRole('button', { name: t('aggregate.form.submit') }));
    await expect(await canvas.findByText(t('validation.loopCommand.numeric'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No network: the entry is kept on the device, to be sent when the network returns. */
export const Queued: Story = {
  args: { onSubmit: fn<Submit>(answer({ ok: true, queued: true })) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('aggregate.form.temperature') }), '8.6');
    await userEvent.click(canvas.getByText(t('aggregate.form.kind.mediumStone')));
    await userEvent.click(canvas.getByRole('button', { name: t('aggregate.form.submit') }));
    await expect(await canvas.findByText(t('aggregate.form.queued'))).toBeVisible();
  },
};

/** The call failed: 'Entry failed, please re-enter'; the typed value stays for the retry. */
export const Failed: Story = {
  args: { onSubmit: fn<Submit>(failing()) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('aggregate.form.temperature') }), '9.1');
    await userEvent.click(canvas.getByText(t('aggregate.form.kind.smallStone')));
    await userEvent.click(canvas.getByRole('button', { name: t('aggregate.form.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('aggregate.form.failure'));
    await expect(canvas.getByRole('textbox', { name: t('aggregate.form.temperature') })).toHaveValue('9.1');
  },
};

/** The server named the broken rule. */
export const Refused: Story = {
  args: {
    onSubmit: fn<Submit>(
      answer({
        ok: false,
        reason: 'rejected',
        messageKey: 'validation.entry.future',
        message: '录入时间晚于当前时间',
      }),
    ),
  },
};
/** The visitor: the reason in place of the form. */
export const Visitor: Story = { args: { refusal: 'visitor' } };
export const TypesLoading: Story = { args: { types: undefined } };
export const NoTypes: Story = { args: { types: [] } };
/** Long categories wrap in their tiles. */
export const LongTypes: Story = {
  args: { types: longTypes, title: '骨料温度录入 · 左岸二次风冷料仓特大石' },
};
export const English: Story = { globals: { language: 'en' } };
/** The problems in English, as the seed words them. */
export const EnglishIncomplete: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Temperature (°C)' }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter' }));
    await expect(await canvas.findByText('Please enter a number')).toBeVisible();
    await expect(canvas.getByText('Please choose a category')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { types: longTypes }, globals: { theme: 'sunlight', language: 'en' } };
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
