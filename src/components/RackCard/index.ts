export { RackCard, type RackCardProps } from './RackCard';
