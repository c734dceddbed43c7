/**
 * Small UI primitives shared by damtherm's components and the demo screens, built on react-aria-components and
 * styled through the theme contract: Button / LinkButton, Card, CardLink, CountBadge, TextField, PasswordField,
 * UnitField, SegmentedControl, CheckboxTileGroup, Dialog, Alert, FormMessage, Toast, PageHeader, Tabs, Icon,
 * EntryList, CardList (a loaded list: its states, cards and paging), Facts, SiteTime, StatusMessage, Pager,
 * SendForm with `useSendOnce` (every control that writes sends through it, the account forms too), and the
 * props every component shares (`StyleProps`, `LoadStateProps`).
 * They depend on nothing but the theme and i18n, so a portal can use them too.
 */
export * from './Alert';
export * from './Button';
export * from './Card';
export * from './CardLink';
export * from './CardList';
export * from './CheckboxTiles';
export * from './CountBadge';
export * from './DateTimeField';
export * from './Dialog';
export * from './EntryList';
export * from './Facts';
export * from './FormMessage';
export * from './Icon';
export * from './PageHeader';
export * from './Pager';
export type { LoadError, LoadStateProps, StyleProps } from './props';
export * from './ReadOnlyNotice';
export * from './SearchField';
export * from './SegmentedControl';
export * from './SendForm';
export * from './SiteTime';
export * from './StatusMessage';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './UnitField';
export {
  newRequestId,
  type SendOnce,
  type SendOnceOptions,
  type SendResult,
  type SendStatus,
  useSendOnce,
} from './useSendOnce';
