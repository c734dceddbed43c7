/**
 * Small UI primitives shared by damtherm's components and the demo screens, built on react-aria-components and
 * styled through the theme contract: Button / LinkButton, TextField, Dialog, Alert, Toast, PageHeader, Tabs,
 * Icon. They depend on nothing but the theme and i18n, so a portal can use them too.
 */
export * from './Alert';
export * from './Button';
export * from './Dialog';
export * from './Icon';
export * from './PageHeader';
export * from './StatusMessage';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
