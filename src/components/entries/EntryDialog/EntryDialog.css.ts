import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The data-entry button: icon and words, never squeezed. */
export const trigger = style({ gap: vars.space.sm, whiteSpace: 'nowrap' });

/** Where the temperature or the time field goes while it loads: its label (24 px with the gap) over its box. */
export const fieldLoading = style({ minBlockSize: `calc(${vars.size.touchTarget} + 24px)` });

/** Where the bay picker goes while it loads: its height with the dam sections and bins not yet listed. */
export const bayPickerLoading = style({ minBlockSize: '200px' });
