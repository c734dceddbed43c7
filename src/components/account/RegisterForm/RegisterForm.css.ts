import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const done = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.family });

export const note = style({ fontWeight: vars.font.weightNormal, fontSize: vars.font.sizeSm });

/** "Have an account? Log in" sits centred under the form. */
export const toLogin = style({ justifySelf: 'center' });
