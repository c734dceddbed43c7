import { fromLinear, type Rgba, toLinear } from './contrast';

/*
 * How a colour looks to a reader with a colour vision deficiency, and how far apart two colours are.
 * Simulation: the full-severity matrices of Machado, Oliveira and Fernandes (2009, "A physiologically-based
 * model for simulation of color vision deficiency"), applied in linear RGB. Distance: CIEDE2000 (ΔE00) in
 * CIELAB under D65; about 2 is just noticeable, and chart lines want well over 10 to be told apart at a glance.
 */

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const visions: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

const MATRICES: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The colour as a reader with this vision sees it (alpha kept). */
export function simulateVision(color: Rgba, vision: Vision): Rgba {
  if (vision === 'normal') return color;
  const linear = [toLinear(color.r), toLinear(color.g), toLinear(color.b)];
  const [r, g, b] = MATRICES[vision].map((row) =>
    row.reduce((sum, k, i) => sum + k * (linear[i] ?? 0), 0),
  ) as [number, number, number];
  return { r: fromLinear(r), g: fromLinear(g), b: fromLinear(b), a: color.a };
}

export interface Lab {
  L: number;
  a: number;
  b: number;
}

const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

/** sRGB → CIELAB (D65). */
export function toLab({ r, g, b }: Rgba): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / WHITE.x;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / WHITE.y;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / WHITE.z;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1). */
export function deltaE2000(one: Lab, two: Lab): number {
  const c1 = Math.hypot(one.a, one.b);
  const c2 = Math.hypot(two.a, two.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = (1 + g) * one.a;
  const a2 = (1 + g) * two.a;
  const cp1 = Math.hypot(a1, one.b);
  const cp2 = Math.hypot(a2, two.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (degrees(Math.atan2(b, a)) + 360) % 360);
  const h1 = hue(one.b, a1);
  const h2 = hue(two.b, a2);

  const dL = two.L - one.L;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(radians(dh / 2));

  const lMean = (one.L + two.L) / 2;
  const cMean = (cp1 + cp2) / 2;
  let hMean = h1 + h2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hMean /= 2;
    else hMean = h1 + h2 < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(hMean - 30)) +
    0.24 * Math.cos(radians(2 * hMean)) +
    0.32 * Math.cos(radians(3 * hMean + 6)) -
    0.2 * Math.cos(radians(4 * hMean - 63));
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cMean;
  const sH = 1 + 0.015 * cMean * t;
  const cMean7p = cMean ** 7;
  const rT =
    -2 *
    Math.sqrt(cMean7p / (cMean7p + 25 ** 7)) *
    Math.sin(radians(60 * Math.exp(-(((hMean - 275) / 25) ** 2))));
  const l = dL / sL;
  const c = dC / sC;
  const h = dH / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}

/** The closest two colours of a set (by ΔE00), as the reader with this vision sees them. */
export function closestPair(
  colors: readonly Rgba[],
  vision: Vision,
): { first: number; second: number; distance: number } | null {
  const labs = colors.map((c) => toLab(simulateVision(c, vision)));
  let best: { first: number; second: number; distance: number } | null = null;
  for (let i = 0; i < labs.length; i++) {
    for (let j = i + 1; j < labs.length; j++) {
      const distance = deltaE2000(labs[i] as Lab, labs[j] as Lab);
      if (!best || distance < best.distance) best = { first: i, second: j, distance };
    }
  }
  return best;
}
