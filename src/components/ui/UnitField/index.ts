export { UnitField, type UnitFieldProps } from './UnitField';
