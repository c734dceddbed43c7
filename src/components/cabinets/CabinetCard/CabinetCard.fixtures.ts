import type { Cabinet } from '../../../domain/cabinet';
import { FIXTURE_NOW } from '../../fixtures';

export { FIXTURE_NOW };

const minutes = (n: number) => n * 60_000;

export const onlineCabinet: Cabinet = {
  id: '12',
  name: '左岸 12# 智能柜',
  heartbeatAt: FIXTURE_NOW - minutes(0.5),
  flowUpdatedAt: FIXTURE_NOW - minutes(4),
  tempUpdatedAt: FIXTURE_NOW - minutes(7),
  thermometerCount: 24,
  thermometerErrors: 0,
  flowMeterCount: 36,
  flowMeterErrors: 0,
};

export const offlineCabinet: Cabinet = {
  ...onlineCabinet,
  id: '7',
  name: '右岸 7# 智能柜',
  heartbeatAt: FIXTURE_NOW - minutes(47),
  flowUpdatedAt: FIXTURE_NOW - minutes(52),
  tempUpdatedAt: FIXTURE_NOW - minutes(55),
  thermometerErrors: 3,
  flowMeterErrors: 1,
};

export const unknownCabinet: Cabinet = {
  ...onlineCabinet,
  id: '31',
  name: '31# 智能柜（新装）',
  heartbeatAt: null,
  flowUpdatedAt: null,
  tempUpdatedAt: null,
  thermometerCount: 0,
  flowMeterCount: 0,
};

export const manyErrorsCabinet: Cabinet = {
  ...onlineCabinet,
  id: '19',
  name: '19# 智能柜',
  thermometerCount: 72,
  thermometerErrors: 58,
  flowMeterCount: 72,
  flowMeterErrors: 64,
};

export const longNameCabinet: Cabinet = {
  ...onlineCabinet,
  id: '44',
  name: '白鹤滩水电站左岸坝段第二十三号至第二十六号浇筑仓智能通水温控柜（二期冷却）',
};
