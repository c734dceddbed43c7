import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { Button, type ButtonProps } from './Button';
import { ButtonFace } from './ButtonFace';

/**
 * The kit's Button from the frame after a chart's or the map's first; its face (`ButtonFace`) in that first
 * frame, which is for the data: react-aria's press, hover and focus hooks cost a fresh page more on mount than drawing a year of
 * readings, and nobody can press a button within that frame.
 */
export function DeferredButton({ variant, size, className, children, ...rest }: ButtonProps) {
  const interactive = useAfterFirstPaint();
  if (!interactive) {
    return (
      <ButtonFace variant={variant} size={size} className={className}>
        {children}
      </ButtonFace>
    );
  }
  return (
    <Button variant={variant} size={size} className={className} {...rest}>
      {children}
    </Button>
  );
}
