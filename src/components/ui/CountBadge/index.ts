export { CountBadge, CountBadgeLabel, type CountBadgeLabelProps, type CountBadgeProps } from './CountBadge';
