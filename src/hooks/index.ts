export { DamProvider, type DamProviderProps } from './DamProvider';
