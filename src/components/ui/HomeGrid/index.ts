export { HomeGrid, type HomeGridItem, type HomeGridProps, type HomeGridSection } from './HomeGrid';
