import { describe, expect, it } from 'vitest';
import type { LineBuffer } from './decimate';
import { drawLine } from './draw';

/** A 2D context that records the path and the filled rectangles. */
function recorder() {
  const calls: string[] = [];
  const ctx = {
    beginPath: () => calls.push('begin'),
    moveTo: (x: number, y: number) => calls.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`L${x},${y}`),
    arc: (x: number, y: number) => calls.push(`dot${x},${y}`),
    stroke: () => calls.push('stroke'),
    fill: () => calls.push('fill'),
    fillRect: (x: number, y: number, w: number, h: number) => calls.push(`rect${x},${y},${w},${h}`),
    setLineDash: () => {},
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

function buffer(points: [number, number][]): LineBuffer {
  return {
    x: Float64Array.from(points, (p) => p[0]),
    y: Float64Array.from(points, (p) => p[1]),
    length: points.length,
    min: 0,
    max: 0,
    visible: points.length,
  };
}

const look = { color: '#000', width: 1, dash: undefined, markers: false, dpr: 1 };

describe('drawLine', () => {
  it('fills a tall column as one band and strokes only the segments between columns', () => {
    const { ctx, calls } = recorder();
    // Column at x 0.5: first 50, low 10, high 90, last 40; then a lone point at x 1.5.
    drawLine(
      ctx,
      buffer([
        [0.5, 50],
        [0.5, 90],
        [0.5, 10],
        [0.5, 40],
        [1.5, 42],
      ]),
      look,
    );
    expect(calls).toEqual(['begin', 'M0.5,50', 'rect0,10,1,81', 'M0.5,40', 'L1.5,42', 'stroke']);
  });

  it('puts the edges of a band on whole device pixels', () => {
    const { ctx, calls } = recorder();
    // At 2 device pixels per CSS pixel the column's centre is at 0.25 (device pixel 0.5); 1.5 px wide.
    drawLine(
      ctx,
      buffer([
        [0.25, 10.3],
        [0.25, 40.1],
      ]),
      { ...look, width: 1.5, dpr: 2 },
    );
    expect(calls).toEqual(['begin', 'M0.25,10.3', 'rect-0.5,9.5,1.5,31.5', 'stroke']);
  });

  it('passes a short column as one segment from where the stroke enters it to its last point', () => {
    const { ctx, calls } = recorder();
    // Column 0.5 starts the line (50 … 51 … 50.5: 51 is half a width above the segment 50 → 50.5); column 1.5
    // is entered from 50.5 and rises to 53.
    drawLine(
      ctx,
      buffer([
        [0.5, 50],
        [0.5, 51],
        [0.5, 50.5],
        [1.5, 52],
        [1.5, 51.8],
        [1.5, 53],
      ]),
      look,
    );
    expect(calls).toEqual(['begin', 'M0.5,50', 'L0.5,50.5', 'L1.5,53', 'stroke']);
  });

  it('fills a short column whose points reach out of that segment by more than half a width', () => {
    const { ctx, calls } = recorder();
    // Column 1.5 is entered from 50 and ends at 50.2, but dips to 48.9 (1.1 px out, the line is 1 px wide).
    drawLine(
      ctx,
      buffer([
        [0.5, 50],
        [1.5, 50.1],
        [1.5, 48.9],
        [1.5, 50.2],
        [2.5, 50.4],
      ]),
      look,
    );
    expect(calls).toEqual([
      'begin',
      'M0.5,50',
      'L1.5,50.1',
      'rect1,48,1,3',
      'M1.5,50.2',
      'L2.5,50.4',
      'stroke',
    ]);
  });

  it('lets neighbouring bands reach halfway to each other instead of stroking the segment between them', () => {
    const { ctx, calls } = recorder();
    // Columns at 0.5 (50 → 10 → 20, 10…50) and 1.5 (90 → 70 → 80, 70…90): the segment 20 → 90 between them
    // would cross their border at 55, so the bands are 10…55 and 55…90.
    drawLine(
      ctx,
      buffer([
        [0.5, 50],
        [0.5, 10],
        [0.5, 20],
        [1.5, 90],
        [1.5, 70],
        [1.5, 80],
        [2.5, 91],
      ]),
      look,
    );
    expect(calls).toEqual([
      'begin',
      'M0.5,50',
      'rect0,10,1,46',
      'rect1,55,1,36',
      'M1.5,80',
      'L2.5,91',
      'stroke',
    ]);
  });

  it('breaks at gaps and dots a lone reading', () => {
    const { ctx, calls } = recorder();
    drawLine(
      ctx,
      buffer([
        [0.25, 10],
        [0.25, 60],
        [0.25, Number.NaN],
        [2, 30],
        [2, Number.NaN],
        [3.25, 5],
        [3.25, 80],
      ]),
      { ...look, width: 1.5 },
    );
    expect(calls).toEqual([
      'begin',
      'M0.25,10',
      'rect0,9,1,52',
      'M2,30',
      'M3.25,5',
      'rect3,4,1,77',
      'stroke',
      'begin',
      'M4.5,30',
      'dot2,30',
      'fill',
    ]);
  });
});
