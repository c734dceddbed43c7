import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pageWindow';

describe('pageCount', () => {
  it('fills pages of pageSize, the last one partly', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(27, 10)).toBe(3);
  });
  it('is 0 for a missing or broken total or size', () => {
    expect(pageCount(Number.NaN, 10)).toBe(0);
    expect(pageCount(-5, 10)).toBe(0);
    expect(pageCount(5, 0)).toBe(0);
  });
});

describe('pageWindow', () => {
  it('centres 3 links on the current page', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  });
  it('pushes the window in at the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });
  it('shows every page when there are fewer pages than links', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(42, 10)).toEqual([8, 9, 10]);
  });
  it('takes another number of links', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
