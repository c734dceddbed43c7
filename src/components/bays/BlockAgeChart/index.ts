export { BlockAgeChart, type BlockAgeChartProps, type BlockCurve } from './BlockAgeChart';
export { BlockPicker, type BlockPickerProps } from './BlockPicker';
