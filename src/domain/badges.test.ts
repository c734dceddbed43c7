import { describe, expect, it } from 'vitest';
import {
  badgeText,
  homeWarningBadge,
  messageFlowBadge,
  messageOtherBadge,
  messageTemperatureBadge,
  type WarningCounts,
} from './badges.ts';

// Powers of two, so that every sum says exactly which counts it took.
const all: WarningCounts = {
  temp: 1,
  cjk: 2,
  rc: 4,
  jz: 8,
  ih: 16,
  stageTemp3: 32,
  dailyDeclineCount: 64,
  loopUnknown: 128,
  loopTooBig: 256,
  loopTooSmall: 512,
  gkj: 1024,
  sitong: 2048,
  tempUnknown: 4096,
  tempTimeout: 8192,
  tempControlChangeRange: 16_384,
  inTempRange: 32_768,
};

describe('badge sums (part 2 §9)', () => {
  it('home sums only outlet, bin and pouring: cjk + rc + jz', () => {
    expect(homeWarningBadge(all)).toBe(2 + 4 + 8);
  });
  it('messages temperature sums temp, cjk, rc, jz, ih, stageTemp3, dailyDecline and the uncounted lists', () => {
    expect(messageTemperatureBadge(all)).toBe(1 + 2 + 4 + 8 + 16 + 32 + 64 + 4096 + 8192 + 16_384 + 32_768);
    expect(messageTemperatureBadge({ dailyDecline: 3 })).toBe(3);
    expect(messageTemperatureBadge({ dailyDeclineCount: 5, dailyDecline: 3 })).toBe(5);
  });
  it('messages flow sums the flow counts', () => {
    expect(messageFlowBadge(all)).toBe(128 + 256 + 512);
  });
  it('messages other sums industrial computer and four-way valve', () => {
    expect(messageOtherBadge(all)).toBe(1024 + 2048);
  });
  it('reads numeric strings and treats missing, text or negative counts as 0', () => {
    expect(homeWarningBadge({ cjk: '3', rc: null, jz: 'x' })).toBe(3);
    expect(homeWarningBadge({ cjk: -2, rc: 1 })).toBe(1);
    expect(homeWarningBadge({})).toBe(0);
    expect(messageFlowBadge(null)).toBe(0);
    expect(messageTemperatureBadge(undefined)).toBe(0);
  });
});

describe('badgeText', () => {
  it('shows nothing for 0, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(Number.NaN)).toBeNull();
  });
});
