export { type GradientMeter, GradientMeterList, type GradientMeterListProps } from './GradientMeterList';
