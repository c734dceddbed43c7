export { DamMap3DFrame, type DamMap3DFrameProps } from './DamMap3DFrame';
export { BAY_ID_PATTERN, type FrameMessage, frameBayId, frameOrigin } from './message';
