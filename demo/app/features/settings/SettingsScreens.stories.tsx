import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Settings', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Settings: ScreenStory = { ...screenStory('setting'), tags: ['visual'] };
export const SettingsLoading = screenStory('setting', { state: 'loading' });
export const SettingsEmpty = screenStory('setting', { state: 'empty' });
export const SettingsError = screenStory('setting', { state: 'error' });
export const Feedback = screenStory('feedback');
