import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const page = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Content column: phone width first; `data-width` narrow (forms, 560 px), wide (lists, 1080 px) or full. */
export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  selectors: {
    '&[data-width="narrow"]': { maxWidth: '560px' },
    '&[data-width="full"]': { maxWidth: 'none', padding: 0 },
  },
});
