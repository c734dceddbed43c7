import { CABINET_OFFLINE_AFTER_MS } from './constants.ts';

export type CabinetState = 'online' | 'offline' | 'unknown';

/**
 * Online state of a smart cabinet from its last heartbeat (part 1 §4): unknown without a heartbeat, offline
 * when the heartbeat is older than 2 minutes, online otherwise.
 */
export function cabinetState(heartTimeMs: number | null | undefined, nowMs: number): CabinetState {
  if (heartTimeMs == null || !Number.isFinite(heartTimeMs)) return 'unknown';
  return nowMs - heartTimeMs > CABINET_OFFLINE_AFTER_MS ? 'offline' : 'online';
}
