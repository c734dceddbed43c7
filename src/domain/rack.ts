/** A smart cabinet (rack) as components see it: times in epoch ms, counts as numbers. */
export interface Rack {
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
