import { forwardRef, type SVGProps } from 'react';

const paths = {
  workbench: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  map2d: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  cabinet: 'M5 3h14v18H5zM5 9h14M5 15h14M9 6h2M9 12h2M9 18h2M15 6h1M15 12h1M15 18h1',
  areas: 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM15 15l6 6M7 10h6M10 7v6',
  weather: 'M10 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0zM12 10v7M18 5h3M18 9h2',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  wrench: 'M14 7a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 1-2-2zM16 3l-2 4 3 3 4-2',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  aggregate: 'M4 18l3-5 4 2 3-6 3 4 3-1v6zM7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  thermometer: 'M10 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0zM12 10v7',
  outlet: 'M4 8h10l4 4v6H4zM14 8V4h4M8 12h4M18 15h3',
  entry: 'M4 4h16v16H4zM12 2v11M8 9l4 4 4-4',
  pouring: 'M5 4h9l-2 6H7zM9.5 10v4M6 20h12l-2-6H8z',
  reversal: 'M4 8h13l-3-3M20 16H7l3 3',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4 12H2M22 12h-2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  gradient: 'M4 20h16M6 16h12M8 12h8M10 8h4M12 4v0',
  gauge: 'M4 17a8 8 0 1 1 16 0M12 17l4-6M10 21h4',
  report: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  compare: 'M3 17l5-6 4 3 4-6 5 4M3 20h18',
  export: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  key: 'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 11h10M17 11v3M20 11v2',
  power: 'M13 2L5 14h6l-1 8 8-12h-6z',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  check: 'M5 12l5 5 9-10',
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  userCheck: 'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 11l2 2 4-4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon. */
  name: IconName;
  /** Size in CSS pixels (square); default 24. */
  size?: number | string | undefined;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string | undefined;
}

/**
 * Line icons drawn for damtherm on a 24×24 grid (2 px strokes in `currentColor`). Decorative by default
 * (`aria-hidden`); give `label` when the icon is the only content of a control.
 */
export const Icon = /* @__PURE__ */ forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 24, label, ...rest },
  ref,
) {
  const common = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    focusable: 'false' as const,
  };
  if (label) {
    return (
      <svg ref={ref} {...common} role="img" aria-label={label} {...rest}>
        <title>{label}</title>
        <path d={paths[name]} />
      </svg>
    );
  }
  return (
    <svg ref={ref} {...common} aria-hidden="true" {...rest}>
      <path d={paths[name]} />
    </svg>
  );
});
