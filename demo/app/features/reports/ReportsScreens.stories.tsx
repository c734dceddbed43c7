import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Reports', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Reports: ScreenStory = { ...screenStory('reportAnalys'), tags: ['visual'] };
export const ReportsLoading = screenStory('reportAnalys', { state: 'loading' });
export const ReportsEmpty = screenStory('reportAnalys', { state: 'empty' });
export const ReportsError = screenStory('reportAnalys', { state: 'error' });
