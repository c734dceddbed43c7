import type { ReversalLogEntry } from '../../../domain';
import { FIXTURE_NOW } from '../LoopList/LoopList.fixtures';

export { FIXTURE_NOW };

const HOUR = 3_600_000;
const people = ['张工', '李娜', '王建国', '陈晓东'];

/** 23 log entries of loop 5: an automatic reversal every 12 h, a few manual switches, one interrupted. */
export const reversalLog: ReversalLogEntry[] = Array.from({ length: 23 }, (_, i) => {
  const issuedAt = FIXTURE_NOW - i * 12 * HOUR - 5 * 60_000;
  const manual = i % 7 === 3;
  return {
    id: `r-${900 - i}`,
    loop: 5,
    mode: manual ? ('manual' as const) : ('auto' as const),
    direction: i % 2 ? ('reverse' as const) : ('forward' as const),
    intervalMinutes: manual ? null : 12 * 60,
    issuedAt,
    doneAt: i === 0 ? null : issuedAt + 90_000,
    result: i === 0 ? ('waiting' as const) : i === 9 ? ('interrupted' as const) : ('success' as const),
    issuerName: people[i % people.length]!,
  };
});

export const pressure = { inlet: '0.42 MPa', outlet: '0.18 MPa' };
