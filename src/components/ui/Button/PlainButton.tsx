import type { ButtonHTMLAttributes } from 'react';
import { buttonLook, type LookProps } from './Button';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>, LookProps {}

/**
 * A native `<button type="button">` with the kit button's look, its hover, press and keyboard-focus looks taken
 * from the native states. For the controls of a chart's or the map's first frame: a click is their whole
 * behaviour, and react-aria's press, hover and focus hooks cost a fresh page more on mount than drawing a year
 * of readings. They are real buttons from the first frame, for a screen reader and a portal's tests alike.
 */
export function PlainButton({ variant, size, fullWidth, className, ...rest }: PlainButtonProps) {
  return (
    <button type="button" {...rest} {...buttonLook({ variant, size, fullWidth, className })} data-plain="" />
  );
}
