import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Map', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Map2D: ScreenStory = {
  ...screenStory('tabMap'),
  tags: ['visual'],
};
export const Map2DLoading = screenStory('tabMap', { state: 'loading' });
export const Map2DEmpty = screenStory('tabMap', { state: 'empty' });
export const Map2DError = screenStory('tabMap', { state: 'error' });
export const OtherAreaMap = screenStory('otherMap');
export const OtherAreaMapLoading = screenStory('otherMap', { state: 'loading' });
export const OtherAreaMapEmpty = screenStory('otherMap', { state: 'empty' });
export const OtherAreaMapError = screenStory('otherMap', { state: 'error' });
export const BayRanking = screenStory('bayRanking');
export const BayRankingLoading = screenStory('bayRanking', { state: 'loading' });
export const BayRankingEmpty = screenStory('bayRanking', { state: 'empty' });
export const BayRankingError = screenStory('bayRanking', { state: 'error' });
export const Map3D = screenStory('map');
export const Map3DLoading = screenStory('map', { state: 'loading' });
export const Map3DEmpty = screenStory('map', { state: 'empty' });
export const Map3DError = screenStory('map', { state: 'error' });
