import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonLook } from './Button';

export interface ButtonFaceProps {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Extra class, as the button it stands for takes. */
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A button's stand-in for a component's first frame: the kit's look and text, no behaviour, hidden from
 * assistive technology. The candlestick's date field shows one for its calendar button in the frame that
 * draws its data and mounts react-aria's date picker one frame later (`useAfterFirstPaint`): its hooks cost
 * more on a fresh page's first render than drawing the data. A plain button needs no stand-in: `PlainButton`.
 */
export function ButtonFace({ variant, size, className, children }: ButtonFaceProps) {
  return (
    <span {...buttonLook({ variant, size, className })} aria-hidden="true" data-face="">
      {children}
    </span>
  );
}
