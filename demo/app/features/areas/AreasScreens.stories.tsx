import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Areas and bays', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Areas = screenStory('areas');
export const AreasLoading = screenStory('areas', { state: 'loading' });
export const AreasEmpty = screenStory('areas', { state: 'empty' });
export const AreasError = screenStory('areas', { state: 'error' });
export const Blocks = screenStory('pier');
export const BlocksLoading = screenStory('pier', { state: 'loading' });
export const BlocksEmpty = screenStory('pier', { state: 'empty' });
export const BlocksError = screenStory('pier', { state: 'error' });
export const Bay: ScreenStory = { ...screenStory('hive'), tags: ['visual'] };
export const BayLoading = screenStory('hive', { state: 'loading' });
export const BayEmpty = screenStory('hive', { state: 'empty' });
export const BayError = screenStory('hive', { state: 'error' });
export const BayLoopDetails = screenStory('hiveLoopDetails');
export const BayLoopDetailsLoading = screenStory('hiveLoopDetails', { state: 'loading' });
export const BayLoopDetailsEmpty = screenStory('hiveLoopDetails', { state: 'empty' });
export const BayLoopDetailsError = screenStory('hiveLoopDetails', { state: 'error' });
