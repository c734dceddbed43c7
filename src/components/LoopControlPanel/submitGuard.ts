import { type MouseEvent, type PointerEvent, type RefObject, useMemo, useRef } from 'react';

/**
 * A fresh id for one command. A retry of the same command reuses its id, so a data layer that saw the first
 * attempt can drop the second.
 */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function onSubmitButton(target: EventTarget): boolean {
  return target instanceof Element && target.closest('button[type="submit"]') !== null;
}

/**
 * Form handlers (capture phase) that keep the second tap of a double tap from sending a command again:
 * - a click whose `detail` is 2 or more (the second click of one gesture) on the submit button is dropped;
 * - a tap that starts while a command is in flight is dropped when its click arrives, even if that is after
 *   the command failed and the button came back (react-aria re-dispatches a click it saw pressed).
 * The in-flight lock in the submit handler stays the first line of defence; this covers a command that
 * fails faster than a double tap. A new tap, or the keyboard, after the answer sends as usual.
 */
export function useRepeatTapGuard(inFlight: RefObject<boolean>) {
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
