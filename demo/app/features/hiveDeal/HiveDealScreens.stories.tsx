import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Bays to handle', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const BaysToHandle = screenStory('hiveDeal');
export const BaysToHandleLoading = screenStory('hiveDeal', { state: 'loading' });
export const BaysToHandleEmpty = screenStory('hiveDeal', { state: 'empty' });
export const BaysToHandleError = screenStory('hiveDeal', { state: 'error' });
