import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Data export', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const DataExport = screenStory('outdata');
export const DataExportLoading = screenStory('outdata', { state: 'loading' });
export const DataExportEmpty = screenStory('outdata', { state: 'empty' });
export const DataExportError = screenStory('outdata', { state: 'error' });
