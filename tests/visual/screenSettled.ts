import { SCREEN_SETTLED } from '../../demo/app/storybook/screenStory';
import { settle } from './settle';

/** Longer than any screen takes to load its code on a cold, shared runner. */
const MAX_MS = 20_000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function isSettled(root: HTMLElement): boolean {
  return root.querySelector(`[${SCREEN_SETTLED}]`)?.getAttribute(SCREEN_SETTLED) === 'true';
}

/**
 * Waits until a screen story shows what it will show: its frame says the route's code and data are in and
 * every read has its answer (see `ScreenApp`), and the page has settled after that. A read that a render
 * starts while the page settles sends the wait round again.
 */
export async function screenSettled(root: HTMLElement): Promise<void> {
  const until = performance.now() + MAX_MS;
  while (performance.now() < until) {
    while (!isSettled(root) && performance.now() < until) await nextFrame();
    await settle(root);
    if (isSettled(root)) return;
  }
  throw new Error(`The screen did not settle within ${MAX_MS} ms`);
}
