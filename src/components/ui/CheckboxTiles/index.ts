export {
  CheckboxTile,
  CheckboxTileGroup,
  type CheckboxTileGroupProps,
  type CheckboxTileProps,
} from './CheckboxTiles';
