export { RackMenu, type RackMenuLinks, type RackMenuProps } from './RackMenu';
