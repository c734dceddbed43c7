export { CardLink, type CardLinkProps } from './CardLink';
