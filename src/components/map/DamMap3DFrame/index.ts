export { DamMap3DFrame, type DamMap3DFrameProps } from './DamMap3DFrame';
export { type FrameMessage, frameOrigin, goHiveId, HIVE_ID_PATTERN } from './message';
