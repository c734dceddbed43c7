import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { smallDam } from '../DamMap/DamMap.fixtures';
import { DamMap3DFrame } from './DamMap3DFrame';
import { stubFramePage } from './DamMap3DFrame.fixtures';
import { frameBayId, frameOrigin } from './message';

const hives = smallDam.bays.slice(0, 3);

/** Runs a script inside the frame's own window, so that the messages it posts come from the frame. */
function runInFrame(frame: HTMLIFrameElement, code: string) {
  const doc = frame.contentDocument!;
  const script = doc.createElement('script');
  script.textContent = code;
  doc.body.append(script);
}

async function renderFrame(onBaySelect = vi.fn(), withBays = false) {
  const src = stubFramePage(hives);
  const screen = await render(
    <DamProvider language="zh">
      <DamMap3DFrame src={src} onBaySelect={onBaySelect} bays={withBays ? hives : undefined} height={300} />
    </DamProvider>,
  );
  const frame = screen.container.querySelector('iframe')!;
  await expect.element(page.elementLocator(frame.parentElement!)).toHaveAttribute('data-loaded', 'true');
  return { screen, frame, src, onBaySelect };
}

/** Waits for the message queue to drain (postMessage is asynchronous). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('DamMap3DFrame', () => {
  it('has an accessible name and hides its loading text once the page is in', async () => {
    const { screen } = await renderFrame();
    await expect.element(screen.getByTitle('三维温控图')).toBeInTheDocument();
    await expect.element(screen.getByText('三维图加载中...')).not.toBeInTheDocument();
  });

  it('calls onBaySelect when the frame posts goHive (a tap in the frame)', async () => {
    const { frame, onBaySelect } = await renderFrame();
    const button = frame.contentDocument!.querySelector<HTMLButtonElement>(`[data-id="${hives[1]!.id}"]`)!;
    button.click();
    await expect.poll(() => onBaySelect.mock.calls.length).toBe(1);
    expect(onBaySelect).toHaveBeenCalledWith(hives[1]!.id);
    // Numeric ids are accepted too, as strings.
    runInFrame(frame, "parent.postMessage({ type: 'goHive', id: 4711 }, location.origin)");
    await expect.poll(() => onBaySelect.mock.calls.length).toBe(2);
    expect(onBaySelect).toHaveBeenLastCalledWith('4711');
  });

  it('ignores messages with a malformed id or of another type', async () => {
    const { frame, onBaySelect } = await renderFrame();
    runInFrame(
      frame,
      `for (const data of [
        { type: 'goHive', id: '../../admin' },
        { type: 'goHive', id: '12 OR 1=1' },
        { type: 'goHive', id: '' },
        { type: 'goHive', id: { toString: 1 } },
        { type: 'goHive', id: -5 },
        { type: 'goHive', id: 1.5 },
        { type: 'goHive' },
        { type: 'openHive', id: '12' },
        'goHive:12',
        null,
      ]) parent.postMessage(data, location.origin);`,
    );
    await settle();
    expect(onBaySelect).not.toHaveBeenCalled();
  });

  it('ignores goHive from any window but the frame, and from any origin but the frame URL’s', async () => {
    const { frame, src, onBaySelect } = await renderFrame();
    const message = { type: 'goHive', id: '12' };
    // The host page itself (same origin, wrong source).
    window.postMessage(message, window.location.origin);
    // Another frame of the same origin (wrong source).
    const other = document.createElement('iframe');
    other.src = stubFramePage([]);
    document.body.append(other);
    await new Promise((resolve) => other.addEventListener('load', resolve, { once: true }));
    runInFrame(other, "parent.postMessage({ type: 'goHive', id: '13' }, location.origin)");
    // The frame's window but another origin, as a cross-origin page navigated into the frame would be.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    );
    // A message whose origin is right but whose source is missing.
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: frameOrigin(src, location.href)! }),
    );
    await settle();
    expect(onBaySelect).not.toHaveBeenCalled();
    // The same message from the frame's window at the frame's origin is taken.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message,
        origin: frameOrigin(src, location.href)!,
        source: frame.contentWindow,
      }),
    );
    expect(onBaySelect).toHaveBeenCalledWith('12');
    other.remove();
  });

  it('hands its hives to the page when the page says it is ready', async () => {
    const { frame } = await renderFrame(vi.fn(), true);
    await expect.poll(() => frame.contentDocument?.getElementById('state')?.textContent).toBe('hives: 3');
  });

  it('accepts nothing from a frame whose URL has no origin to check', () => {
    expect(frameOrigin('data:text/html,<p>x</p>', 'http://site.example/')).toBeNull();
    expect(frameOrigin('/map3d/index.html', 'http://site.example/a/b')).toBe('http://site.example');
    expect(frameBayId({ type: 'goHive', id: 'a_1-B' })).toBe('a_1-B');
    expect(frameBayId({ type: 'goHive', id: 'x'.repeat(65) })).toBeNull();
  });
});
