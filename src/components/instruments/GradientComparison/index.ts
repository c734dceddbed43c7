export { GradientComparisonChart, type GradientComparisonChartProps } from './GradientComparisonChart';
export { ThermometerPicker, type ThermometerPickerProps } from './ThermometerPicker';
