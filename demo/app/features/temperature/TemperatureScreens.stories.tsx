import type { Meta } from '@storybook/react-vite';
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
