import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The data-entry button: icon and words, never squeezed. */
export const trigger = style({ gap: vars.space.sm, whiteSpace: 'nowrap' });
