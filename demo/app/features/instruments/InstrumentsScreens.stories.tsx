import type { Meta } from '@storybook/react-vite';
import { screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Instruments', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const GradientMeters = screenStory('temperatureGradient');
export const GradientMetersLoading = screenStory('temperatureGradient', { state: 'loading' });
export const GradientMetersEmpty = screenStory('temperatureGradient', { state: 'empty' });
export const GradientMetersError = screenStory('temperatureGradient', { state: 'error' });
export const GradientCurve = screenStory('temperatureGradientCure');
export const GradientCurveLoading = screenStory('temperatureGradientCure', { state: 'loading' });
export const GradientCurveEmpty = screenStory('temperatureGradientCure', { state: 'empty' });
export const GradientCurveError = screenStory('temperatureGradientCure', { state: 'error' });
export const PressureMeters = screenStory('pressure');
export const PressureMetersLoading = screenStory('pressure', { state: 'loading' });
export const PressureMetersEmpty = screenStory('pressure', { state: 'empty' });
export const PressureMetersError = screenStory('pressure', { state: 'error' });
export const PressureDetail = screenStory('pressureDetails');
export const PressureDetailLoading = screenStory('pressureDetails', { state: 'loading' });
export const PressureDetailEmpty = screenStory('pressureDetails', { state: 'empty' });
export const PressureDetailError = screenStory('pressureDetails', { state: 'error' });
export const SolarRadiation = screenStory('solarRadiation');
export const SolarRadiationLoading = screenStory('solarRadiation', { state: 'loading' });
export const SolarRadiationEmpty = screenStory('solarRadiation', { state: 'empty' });
export const SolarRadiationError = screenStory('solarRadiation', { state: 'error' });
