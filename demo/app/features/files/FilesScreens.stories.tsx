import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Bay files', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const BayFiles = screenStory('hiveFiles');
export const BayFilesLoading = screenStory('hiveFiles', { state: 'loading' });
export const BayFilesEmpty = screenStory('hiveFiles', { state: 'empty' });
export const BayFilesError = screenStory('hiveFiles', { state: 'error' });
