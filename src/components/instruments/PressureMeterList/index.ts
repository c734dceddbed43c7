export { type PressureMeter, PressureMeterList, type PressureMeterListProps } from './PressureMeterList';
