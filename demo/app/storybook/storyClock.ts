/**
 * The instant every screen story shows: 2025-07-15 12:00 site time (Asia/Shanghai), when the contract's
 * examples were captured (their latest readings and heartbeats carry it). Relative times ("3 分钟前"),
 * default date ranges, a chart's "now", ages and the home clock then read the same on every run and machine.
 */
export const STORY_NOW = Date.UTC(2025, 6, 15, 4, 0, 0);

/**
 * Stops the page's clock at `at`: `Date.now()`, `new Date()` and `Date()` give that instant until the
 * returned function puts the real clock back. Timers still fire (a poll asks again and gets the same answer
 * at the same instant); `performance.now()`, which animations and test timeouts use, keeps running.
 */
export function stopClockAt(at: number): () => void {
  const RealDate = globalThis.Date;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [at] : args, newTarget),
    apply: () => new RealDate(at).toString(),
    get: (target, key, receiver) => (key === 'now' ? () => at : Reflect.get(target, key, receiver)),
  });
  return () => {
    globalThis.Date = RealDate;
  };
}
