import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Temperature comparison', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const TemperatureComparison = screenStory('tempduibi');
export const TemperatureComparisonLoading = screenStory('tempduibi', { state: 'loading' });
export const TemperatureComparisonEmpty = screenStory('tempduibi', { state: 'empty' });
export const TemperatureComparisonError = screenStory('tempduibi', { state: 'error' });
