import { type ReactNode, useLayoutEffect, useRef } from 'react';
import * as styles from './DamMap.css';
import type { MapView } from './types';

export interface MapTooltipProps {
  /** The bay the tooltip belongs to (index into the scene's bays). */
  index: number;
  /** How it was reached: the mouse, or the keyboard's focus. */
  source: 'pointer' | 'focus';
  /** The bay's rectangle on the canvas now, [left, top, width, height] CSS px; null when there is none. */
  bayBox: (index: number) => readonly [number, number, number, number] | null;
  /** Subscribe to view changes; returns the unsubscribe function. */
  subscribe: (listener: (view: MapView) => void) => () => void;
  id?: string | undefined;
  children: ReactNode;
}

/** Room kept between the tooltip and its bay, CSS px. */
const GAP_PX = 6;

/**
 * A screen's tooltip for one bay, above it (below it near the top edge), kept there while the view moves: its
 * position is written on the element as the view changes, so a zoom or a pan re-renders nothing.
 */
export function MapTooltip({ index, source, bayBox, subscribe, id, children }: MapTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content has a new size, so a new place
  useLayoutEffect(() => {
    const place = () => {
      const el = ref.current;
      const box = bayBox(index);
      if (!el) return;
      const stage = el.parentElement;
      const width = stage?.clientWidth ?? 0;
      const height = stage?.clientHeight ?? 0;
      const inView =
        box !== null && box[0] + box[2] > 0 && box[0] < width && box[1] + box[3] > 0 && box[1] < height;
      el.hidden = !inView;
      if (!box || !inView) return;
      const tipWidth = el.offsetWidth;
      const tipHeight = el.offsetHeight;
      const x = Math.min(Math.max(0, box[0] + box[2] / 2 - tipWidth / 2), Math.max(0, width - tipWidth));
      const above = box[1] - GAP_PX - tipHeight;
      const y = above >= 0 ? above : Math.min(box[1] + box[3] + GAP_PX, height - tipHeight);
      el.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    };
    place();
    return subscribe(place);
  }, [index, bayBox, subscribe, children]);
  return (
    <div ref={ref} id={id} role="tooltip" className={styles.tooltip} data-source={source}>
      {children}
    </div>
  );
}
