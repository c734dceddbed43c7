import { defineScreens } from '../../router/types';

/**
 * Temperature-gradient meters, pressure meters and solar radiation (part 2 §2.7, §2.9): each screen is its
 * own chunk.
 */
export const instrumentsScreens = defineScreens([
  {
    route: 'temperatureGradient',
    load: () => import('./GradientListScreen').then((m) => ({ Component: m.GradientListScreen })),
  },
  {
    route: 'temperatureGradientCure',
    load: () => import('./GradientCurveScreen').then((m) => ({ Component: m.GradientCurveScreen })),
  },
  {
    route: 'pressure',
    load: () => import('./PressureListScreen').then((m) => ({ Component: m.PressureListScreen })),
  },
  {
    route: 'pressureDetails',
    load: () => import('./PressureDetailScreen').then((m) => ({ Component: m.PressureDetailScreen })),
  },
  {
    route: 'solarRadiation',
    load: () => import('./SolarRadiationScreen').then((m) => ({ Component: m.SolarRadiationScreen })),
  },
]);
