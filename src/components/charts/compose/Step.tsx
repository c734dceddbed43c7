import { curveStepAfter } from 'd3-shape';
import { Line, type LineProps } from './Line';

/**
 * A line that holds each value until the next one — a setpoint, a valve opening, a command — drawn through
 * d3-shape's `curveStepAfter` (pass another curve, e.g. `curveStepBefore`, to change it).
 */
export function Step({ curve = curveStepAfter, ...props }: LineProps) {
  return <Line {...props} curve={curve} />;
}
