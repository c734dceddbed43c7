// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { context2d } from './context2d';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('context2d in jsdom', () => {
  it('returns null without asking the canvas, so jsdom logs nothing', () => {
    const canvas = document.createElement('canvas');
    const getContext = vi.spyOn(canvas, 'getContext');
    const errors = vi.spyOn(console, 'error');
    expect(context2d(canvas)).toBeNull();
    expect(getContext).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays null when a canvas package or mock provides a 2D context', () => {
    vi.stubGlobal('CanvasRenderingContext2D', class {});
    const canvas = document.createElement('canvas');
    const getContext = vi.spyOn(canvas, 'getContext');
    expect(context2d(canvas, { alpha: false })).toBeNull();
    expect(getContext).not.toHaveBeenCalled();
  });

  it('asks the canvas outside jsdom', () => {
    vi.stubGlobal('CanvasRenderingContext2D', class {});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/140.0');
    const canvas = document.createElement('canvas');
    const ctx = {} as CanvasRenderingContext2D;
    const getContext = vi.spyOn(canvas, 'getContext').mockReturnValue(ctx as never);
    expect(context2d(canvas, { alpha: false })).toBe(ctx);
    expect(getContext).toHaveBeenCalledWith('2d', { alpha: false });
  });
});
