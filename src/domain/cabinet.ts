import { CABINET_OFFLINE_AFTER_MS } from './constants.ts';

export type CabinetState = 'online' | 'offline' | 'unknown';

/** A smart cabinet (legacy: cabinet) as components see it: times in epoch ms, counts as numbers. */
export interface Cabinet {
  id: string;
  name: string;
  /** Last heartbeat, epoch ms; null when the cabinet never reported. */
  heartbeatAt: number | null;
  /** Last flow data, epoch ms. */
  flowUpdatedAt: number | null;
  /** Last temperature data, epoch ms. */
  tempUpdatedAt: number | null;
  thermometerCount: number;
  thermometerErrors: number;
  flowMeterCount: number;
  flowMeterErrors: number;
}

/**
 * Online state of a smart cabinet from its last heartbeat (part 1 §4): unknown without a heartbeat, offline
 * when the heartbeat is older than 2 minutes, online otherwise.
 */
export function cabinetState(heartTimeMs: number | null | undefined, nowMs: number): CabinetState {
  if (heartTimeMs == null || !Number.isFinite(heartTimeMs)) return 'unknown';
  return nowMs - heartTimeMs > CABINET_OFFLINE_AFTER_MS ? 'offline' : 'online';
}
