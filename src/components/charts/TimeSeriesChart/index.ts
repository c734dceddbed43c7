export { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeriesLine } from './TimeSeriesChart';
