export { ThermometerList, type ThermometerListProps, type ThermometerRow } from './ThermometerList';
