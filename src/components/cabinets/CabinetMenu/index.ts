export { CabinetMenu, type CabinetMenuLinks, type CabinetMenuProps } from './CabinetMenu';
