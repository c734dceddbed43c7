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
import { joinClassNames as join } from '../props';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}
/** Tabs (react-aria): arrow keys move between tabs, the selected one is `data-selected`. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={join(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}
/** The row of tabs: equal widths in a segmented track. Give it an `aria-label`. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={join(styles.list, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}
/** One tab, at least a touch target tall. */
export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={join(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}
/** The content of one tab. */
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={join(styles.panel, className)} />;
}
