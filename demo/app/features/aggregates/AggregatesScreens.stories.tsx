import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Aggregates', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Aggregates = screenStory('aggregates');
export const AggregatesLoading = screenStory('aggregates', { state: 'loading' });
export const AggregatesEmpty = screenStory('aggregates', { state: 'empty' });
export const AggregatesError = screenStory('aggregates', { state: 'error' });
export const AggregateDetail = screenStory('aggregateDetail');
export const AggregateDetailLoading = screenStory('aggregateDetail', { state: 'loading' });
export const AggregateDetailEmpty = screenStory('aggregateDetail', { state: 'empty' });
export const AggregateDetailError = screenStory('aggregateDetail', { state: 'error' });
