import { type ForwardedRef, forwardRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { genericForwardRef } from '../genericForwardRef';
import { joinClassNames as join } from '../props';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string | undefined;
}
/** Tabs (react-aria): arrow keys move between tabs, the selected one is `data-selected`. */
export const Tabs = /* @__PURE__ */ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { className, ...rest },
  ref,
) {
  return <AriaTabs {...rest} ref={ref} className={join(styles.tabs, className)} />;
});

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string | undefined;
}
/** The row of tabs: equal widths in a segmented track. Give it an `aria-label`. */
export const TabList = /* @__PURE__ */ genericForwardRef(function TabList<T extends object>(
  { className, ...rest }: TabListProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return <AriaTabList {...rest} ref={ref} className={join(styles.list, className)} />;
});

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string | undefined;
}
/** One tab, at least a touch target tall. */
export const Tab = /* @__PURE__ */ forwardRef<HTMLDivElement, TabProps>(function Tab(
  { className, ...rest },
  ref,
) {
  return <AriaTab {...rest} ref={ref} className={join(styles.tab, className)} />;
});

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string | undefined;
}
/** The content of one tab. */
export const TabPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { className, ...rest },
  ref,
) {
  return <AriaTabPanel {...rest} ref={ref} className={join(styles.panel, className)} />;
});
