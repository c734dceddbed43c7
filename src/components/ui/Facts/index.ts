export { Fact, type FactProps, Facts, type FactsProps } from './Facts';
