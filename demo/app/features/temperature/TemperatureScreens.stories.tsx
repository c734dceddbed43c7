import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { flow } from '../../storybook/flows';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Entries', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const OutletPoints = screenStory('tempList');
export const OutletPointsLoading = screenStory('tempList', { state: 'loading' });
export const OutletPointsEmpty = screenStory('tempList', { state: 'empty' });
export const OutletPointsError = screenStory('tempList', { state: 'error' });
export const OutletEntries: ScreenStory = { ...screenStory('temp'), tags: ['visual'] };
export const OutletEntriesLoading = screenStory('temp', { state: 'loading' });
export const OutletEntriesEmpty = screenStory('temp', { state: 'empty' });
export const OutletEntriesError = screenStory('temp', { state: 'error' });
export const BinEntries = screenStory('tempKind');
export const BinEntriesLoading = screenStory('tempKind', { state: 'loading' });
export const BinEntriesEmpty = screenStory('tempKind', { state: 'empty' });
export const BinEntriesError = screenStory('tempKind', { state: 'error' });

/** An outlet reading entered: the entry dialog, a temperature, confirmed, "added" shown (one write). */
export const EnterAReading: ScreenStory = {
  ...screenStory('temp', { role: 'engineer' }),
  play: async (context) => {
    const { page, t, writes } = flow(context);
    await userEvent.click(
      await page.findByRole('button', { name: t('entry.dialog.open') }, { timeout: 10000 }),
    );
    const dialog = within(await page.findByRole('dialog', {}, { timeout: 10000 }));
    // The dialog's fields load with it.
    const value = await dialog.findByLabelText(t('entry.dialog.value'), {}, { timeout: 10000 });
    await userEvent.type(value, '12.5');
    await userEvent.click(dialog.getByRole('button', { name: t('entry.dialog.submit') }));
    await page.findByText(t('entry.dialog.added'));
    await expect(writes).toHaveLength(1);
    await expect(writes[0]?.operationId).toBe('addManualEntry');
  },
};
