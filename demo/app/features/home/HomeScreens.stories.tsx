import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Home', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Home: ScreenStory = { ...screenStory('mainNew'), tags: ['visual'] };
export const HomeLoading = screenStory('mainNew', { state: 'loading' });
export const HomeEmpty = screenStory('mainNew', { state: 'empty' });
export const HomeError = screenStory('mainNew', { state: 'error' });
export const HomeClassic = screenStory('main');
export const HomeClassicLoading = screenStory('main', { state: 'loading' });
export const HomeClassicEmpty = screenStory('main', { state: 'empty' });
export const HomeClassicError = screenStory('main', { state: 'error' });
export const Weather = screenStory('weather');
export const WeatherLoading = screenStory('weather', { state: 'loading' });
export const WeatherEmpty = screenStory('weather', { state: 'empty' });
export const WeatherError = screenStory('weather', { state: 'error' });
export const NotFound = screenStory('notFound');
