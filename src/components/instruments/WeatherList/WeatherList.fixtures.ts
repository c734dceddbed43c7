import { FIXTURE_NOW } from '../../cabinets/LoopList/LoopList.fixtures';
import type { WeatherStation } from './WeatherList';

export { FIXTURE_NOW };

const minutes = (n: number) => n * 60_000;

/** The ambient stations of a site: crest, both banks, the mixing plant; one silent, one never collected. */
export const stations: WeatherStation[] = [
  {
    area: '左岸',
    name: '左岸坝顶气温站',
    loop: 71,
    cabinetId: '12',
    dtu: null,
    reportedAt: FIXTURE_NOW - minutes(3),
    temp: { kind: 'value', celsius: 6.4 },
  },
  {
    area: '右岸',
    name: '右岸 1480 m 平台气温站',
    loop: 72,
    cabinetId: '7',
    dtu: '3',
    reportedAt: FIXTURE_NOW - minutes(8),
    temp: { kind: 'value', celsius: 4.9 },
  },
  {
    area: '拌和楼',
    name: '高线拌和楼气温站',
    loop: 70,
    cabinetId: '19',
    dtu: '1',
    reportedAt: FIXTURE_NOW - minutes(130),
    temp: { kind: 'value', celsius: -2.3 },
  },
  {
    area: '坝基',
    name: '河床坝基廊道气温站',
    loop: 69,
    cabinetId: '31',
    dtu: null,
    reportedAt: null,
    temp: { kind: 'notCollected' },
  },
];
