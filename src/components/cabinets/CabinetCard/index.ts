export { CabinetCard, type CabinetCardProps } from './CabinetCard';
