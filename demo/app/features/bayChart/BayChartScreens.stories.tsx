import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Bay chart', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const BayChart: ScreenStory = { ...screenStory('hiveTempChart'), tags: ['visual'] };
export const BayChartLoading = screenStory('hiveTempChart', { state: 'loading' });
export const BayChartEmpty = screenStory('hiveTempChart', { state: 'empty' });
export const BayChartError = screenStory('hiveTempChart', { state: 'error' });
export const BayChartClassic = screenStory('hiveEchartTempChart');
export const BayChartClassicLoading = screenStory('hiveEchartTempChart', { state: 'loading' });
export const BayChartClassicEmpty = screenStory('hiveEchartTempChart', { state: 'empty' });
export const BayChartClassicError = screenStory('hiveEchartTempChart', { state: 'error' });
