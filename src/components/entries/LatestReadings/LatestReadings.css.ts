import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import {
  fact,
  factColumn,
  factList,
  factTerm,
  factValue,
  panel,
  panelTitle,
  skeleton as skeletonBlock,
} from '../../ui/shared.css';

export const root = style([panel, { gap: vars.space.sm, padding: vars.space.md }]);

export const title = style([panelTitle, { fontSize: vars.font.sizeMd }]);

export const list = style([factList, { vars: { [factColumn]: '150px' }, rowGap: vars.space.sm }]);

export const item = fact;

export const name = style([factTerm, { overflowWrap: 'anywhere' }]);

export const value = style([factValue, { margin: 0, fontSize: vars.font.sizeLg, whiteSpace: 'nowrap' }]);

export const unit = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
});

export const time = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const skeleton = style([skeletonBlock, { height: '52px' }]);
