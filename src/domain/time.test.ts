import { describe, expect, it } from 'vitest';
import { formatSiteDateTime, secondsToMs } from './time.ts';

describe('time', () => {
  it('turns legacy seconds into epoch ms and treats 0 or empty as no time', () => {
    expect(secondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(secondsToMs('1700000000')).toBe(1_700_000_000_000);
    expect(secondsToMs(0)).toBeNull();
    expect(secondsToMs('')).toBeNull();
    expect(secondsToMs(null)).toBeNull();
  });
  it("formats in the site time zone, not the viewer's", () => {
    // 2023-11-14T22:13:20Z is 2023-11-15 06:13 in Shanghai.
    expect(formatSiteDateTime(1_700_000_000_000, 'Asia/Shanghai')).toBe('2023-11-15 06:13');
    expect(formatSiteDateTime(1_700_000_000_000, 'UTC')).toBe('2023-11-14 22:13');
    expect(formatSiteDateTime(1_700_000_000_000, 'Asia/Shanghai', { seconds: true })).toBe(
      '2023-11-15 06:13:20',
    );
  });
});
