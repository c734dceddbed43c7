import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { EntryDialog } from './EntryDialog';
import { answers, FIXTURE_NOW, fewBins, manyBins } from './EntryDialog.fixtures';

const meta = {
  title: 'Entries/EntryDialog 人工录入',
  id: 'entries-entrydialog',
  component: EntryDialog,
  args: {
    kind: 'outlet',
    bins: fewBins,
    now: FIXTURE_NOW,
    onSubmit: fn(answers.added),
    onSent: fn(),
    onFailed: fn(),
    onSearchBins: fn(),
    // Open from the start, so the canvas, the docs page and the picture show the dialog itself.
    defaultOpen: true,
  },
  // Each story in its own frame on the docs page: an open modal covers the page it renders in.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  beforeEach: resetLiveAnnouncer,
} satisfies Meta<typeof EntryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outlet temperature: typed and sent; the dialog closes and says so through `onSent`. */
export const Outlet: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    // The value field loads lazily: on a busy runner it may take more than findBy's default second.
    await userEvent.type(
      await body.findByLabelText(t('entry.dialog.value'), {}, { timeout: 10_000 }),
      '12.5',
    );
    await userEvent.click(body.getByRole('button', { name: t('entry.dialog.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 1, tempC: 12.5, at: FIXTURE_NOW, bayIds: [] }),
    );
    await expect(args.onSent).toHaveBeenCalledOnce();
    // Open again, so the story ends showing the dialog it is about: once the closing one has left (while it
    // fades out it is still in the page), and until the new one has faded in.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('entry.dialog.open') }));
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible(), { timeout: 5000 });
  },
};
/** Empty value: the seed's message, nothing sent. */
export const EmptyValue: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: t('entry.dialog.submit') }));
    await expect(await body.findByText(t('validation.entry.empty'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Bin entry: a dam section and a bin are required. */
export const BinEntryRequired: Story = {
  args: { kind: 'binEntry', defaultOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(t('entry.dialog.value')), '14');
    await userEvent.click(body.getByRole('button', { name: t('entry.dialog.submit') }));
    await expect(await body.findByText(t('validation.entry.block'))).toBeVisible();
    await expect(body.getByText(t('validation.entry.bin'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Pouring, with the picker's 500 bins. */
export const PouringManyBins: Story = { args: { kind: 'pouring', bins: manyBins, defaultOpen: true } };
/** The bins still loading. */
export const BinsLoading: Story = { args: { kind: 'binEntry', bins: undefined, defaultOpen: true } };
/** The bins failed to load. */
export const BinsError: Story = {
  args: { kind: 'binEntry', bins: undefined, binsError: true, onRetryBins: fn(), defaultOpen: true },
};
/** The server refused it: its rule's message, the value kept. */
export const Refused: Story = {
  args: { onSubmit: fn(answers.refused), defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(t('entry.dialog.value')), '99');
    await userEvent.click(body.getByRole('button', { name: t('entry.dialog.submit') }));
    await expect(await body.findByText(t('validation.entry.range'))).toBeVisible();
    await expect(body.getByLabelText(t('entry.dialog.value'))).toHaveValue('99');
  },
};
/** The call failed: 'Add failed', the value kept for a retry. */
export const Failed: Story = {
  args: { onSubmit: fn(answers.failed), defaultOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(t('entry.dialog.value')), '11.2');
    await userEvent.click(body.getByRole('button', { name: t('entry.dialog.submit') }));
    await expect(await body.findByText(t('handling.form.failure'))).toBeVisible();
    await expect(args.onFailed).toHaveBeenCalledWith(t('handling.form.failure'));
  },
};
/** The data-entry button, closed. */
export const Closed: Story = { args: { defaultOpen: false } };
/** The visitor: no data-entry button, the reason in its place. */
export const Visitor: Story = {
  args: { refusal: 'visitor', defaultOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('read-only-notice')).toHaveTextContent(t('rights.visitor'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const English: Story = { args: { kind: 'binEntry', defaultOpen: true }, globals: { language: 'en' } };
export const Dark: Story = { args: { kind: 'pouring', defaultOpen: true }, globals: { theme: 'dark' } };
export const Sunlight: Story = {
  args: { kind: 'binEntry', defaultOpen: true },
  globals: { theme: 'sunlight' },
};
