/**
 * damtherm: React components, hooks and the provider. The typed API client is `damtherm/client`, the pure
 * domain rules `damtherm/domain` (neither pulls in React); the styles are `damtherm/styles.css`.
 */
export * from './components/RackCard';
export * from './hooks';
export * from './i18n';
export * from './theme';
