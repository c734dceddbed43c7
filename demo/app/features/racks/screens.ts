import { defineScreens } from '../../router/types';

/**
 * Cabinets, loops, thermometers, loop control, auto reversal and weather (part 1 §2, part 2 §2.10): each
 * screen is its own chunk.
 */
export const racksScreens = defineScreens([
  { route: 'racks', load: () => import('./RacksScreen').then((m) => ({ Component: m.RacksScreen })) },
  { route: 'rack', load: () => import('./RackScreen').then((m) => ({ Component: m.RackScreen })) },
  { route: 'rackLoops', load: () => import('./SensorsScreen').then((m) => ({ Component: m.LoopsScreen })) },
  { route: 'rackTemps', load: () => import('./SensorsScreen').then((m) => ({ Component: m.TempsScreen })) },
  {
    route: 'rackLoop',
    load: () => import('./SensorDetailScreen').then((m) => ({ Component: m.LoopDetailScreen })),
  },
  {
    route: 'rackTemp',
    load: () => import('./SensorDetailScreen').then((m) => ({ Component: m.TempDetailScreen })),
  },
  {
    route: 'ambientTemp',
    load: () => import('./SensorDetailScreen').then((m) => ({ Component: m.AmbientDetailScreen })),
  },
  {
    route: 'loopCtrl',
    load: () => import('./LoopCtrlScreen').then((m) => ({ Component: m.LoopCtrlScreen })),
  },
  {
    route: 'coolerControl',
    load: () => import('./CoolerControlScreen').then((m) => ({ Component: m.CoolerControlScreen })),
  },
  {
    route: 'autoReversal',
    load: () => import('./CoolerControlScreen').then((m) => ({ Component: m.CoolerControlScreen })),
  },
  {
    route: 'coolerGo',
    load: () => import('./CoolerGoScreen').then((m) => ({ Component: m.CoolerGoScreen })),
  },
  { route: 'weather', load: () => import('./WeatherScreen').then((m) => ({ Component: m.WeatherScreen })) },
]);
