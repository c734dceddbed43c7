import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { joinClassNames } from '../../ui/props';
import * as kit from '../../ui/Tabs/Tabs.css';
import * as styles from './DamMap.css';

export interface MapTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Names the row of tabs. */
  label: string;
  /** A tab's text. */
  title: (tab: T) => string;
  /** The tab holding the overlay that is on (marked with a dot while another tab is open). */
  marked?: T | null | undefined;
  /** The open tab's panel content. */
  children: (tab: T) => ReactNode;
  className?: string | undefined;
}

/**
 * The map's tabs, with the kit's look: the WAI-ARIA tabs pattern (tablist, tabs and the open tab's panel;
 * one tab in the tab order; arrow keys, Home and End move and open). The kit's Tabs would bring react-aria's
 * collection and selection machinery, about 19 KB min+gzip for one row of four tabs.
 */
export function MapTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  title,
  marked = null,
  children,
  className,
}: MapTabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected);
    const n = tabs.length;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % n
        : event.key === 'ArrowLeft'
          ? (at - 1 + n) % n
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? n - 1
              : -1;
    if (next < 0 || n === 0) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tabs[next]!)}"]`)?.focus();
  };

  return (
    <div className={className ?? kit.tabs} data-orientation="horizontal">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={kit.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const on = tab === selected;
          return (
            <div
              key={tab}
              id={tabId(tab)}
              role="tab"
              tabIndex={on ? 0 : -1}
              aria-selected={on}
              aria-controls={on ? panelId(tab) : undefined}
              data-selected={on || undefined}
              data-holds-overlay={tab === marked || undefined}
              className={joinClassNames(kit.tab, styles.tab)}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onSelect(tab);
              }}
            >
              {title(tab)}
              {tab === marked && !on ? <span className={styles.tabMark} aria-hidden="true" /> : null}
            </div>
          );
        })}
      </div>
      <div id={panelId(selected)} role="tabpanel" aria-labelledby={tabId(selected)} className={kit.panel}>
        {children(selected)}
      </div>
    </div>
  );
}
