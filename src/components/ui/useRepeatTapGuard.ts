import { type MouseEvent, type PointerEvent, type RefObject, useMemo, useRef } from 'react';

/** Capture-phase handlers for the element holding a submit button (usually the form). */
export interface RepeatTapGuardProps {
  onPointerDownCapture: (event: PointerEvent<HTMLElement>) => void;
  onKeyDownCapture: () => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

function onSubmitButton(target: EventTarget): boolean {
  return target instanceof Element && target.closest('button[type="submit"]') !== null;
}

/**
 * Keeps the second tap of a double tap from submitting again:
 * - a click whose `detail` is 2 or more (the second click of one gesture) on a submit button is dropped;
 * - a tap that starts while a send is in flight is dropped when its click arrives, even if that is after
 *   the send failed and the button came back (react-aria re-dispatches a click it saw pressed).
 * The in-flight lock of `useSendOnce` stays the first line of defence; this covers a send that fails faster
 * than a double tap. A new tap, or the keyboard, after the answer submits as usual.
 */
export function useRepeatTapGuard(inFlight: RefObject<boolean>): RepeatTapGuardProps {
  const swallowNextClick = useRef(false);
  return useMemo(
    () => ({
      onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
        if (onSubmitButton(event.target)) swallowNextClick.current = inFlight.current === true;
      },
      onKeyDownCapture: () => {
        swallowNextClick.current = false;
      },
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (!onSubmitButton(event.target)) return;
        if (event.detail > 1 || swallowNextClick.current) event.preventDefault();
        swallowNextClick.current = false;
      },
    }),
    [inFlight],
  );
}
