import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import * as styles from './DamMap.css';
import type { MapOverlay } from './types';

export interface MapToggleProps {
  toggle: MapOverlay;
  selected: boolean;
  /** Its overlay's data is loading (dashed). */
  pending: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}

/**
 * An overlay toggle of a map tab: react-aria's ToggleButton from the frame after the map's first, its face
 * (the pill's look and text, hidden from assistive technology) in that first frame, which is for the bays —
 * as the chart's legend does (`useAfterFirstPaint`).
 */
export function MapToggle({ toggle, selected, pending, onChange, children }: MapToggleProps) {
  const interactive = useAfterFirstPaint();
  if (!interactive) {
    // No data-toggle: what tests and portals find by it is the working toggle.
    return (
      <span
        className={styles.toggle}
        data-selected={selected || undefined}
        data-pending={pending || undefined}
        aria-hidden="true"
        data-face=""
      >
        {children}
      </span>
    );
  }
  return (
    <ToggleButton
      className={styles.toggle}
      data-toggle={toggle}
      data-pending={pending || undefined}
      isSelected={selected}
      onChange={onChange}
    >
      {children}
    </ToggleButton>
  );
}
