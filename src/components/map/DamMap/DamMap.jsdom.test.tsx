// @vitest-environment jsdom
/**
 * The components in jsdom, where a portal's Jest or Vitest tests run by default: no 2D canvas, no
 * ResizeObserver, no layout. They must mount quietly — the map without its drawing, everything else as in a
 * browser.
 */
import { act, createRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DamProvider } from '../../../hooks/DamProvider';
import { BayCurve } from '../../bays/BayCurve';
import { simulateBay } from '../../bays/BayCurve/BayCurve.fixtures';
import { CabinetCard } from '../../cabinets/CabinetCard';
import { FIXTURE_NOW, onlineCabinet } from '../../cabinets/CabinetCard/CabinetCard.fixtures';
import { DamMap, type DamMapHandle } from './DamMap';
import { smallDam } from './DamMap.fixtures';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let host: HTMLElement;
let root: Root;
let errors: MockInstance;
let warnings: MockInstance;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  errors = vi.spyOn(console, 'error');
  warnings = vi.spyOn(console, 'warn');
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  errors.mockRestore();
  warnings.mockRestore();
});

function mount(node: ReactNode) {
  act(() => root.render(<DamProvider language="en">{node}</DamProvider>));
}

const byText = (role: string, text: string) =>
  [...host.querySelectorAll<HTMLElement>(`[role="${role}"], ${role}`)].find((el) => el.textContent === text);

describe('in jsdom', () => {
  it('environment has neither a 2D canvas nor a ResizeObserver', () => {
    expect(typeof ResizeObserver).toBe('undefined');
    expect(typeof CanvasRenderingContext2D).toBe('undefined');
  });

  it('DamMap mounts without its drawing: tabs, toggles, legend and bay list work, nothing on the console', () => {
    mount(
      <DamMap
        bays={smallDam.bays}
        holes={smallDam.holes}
        blockLines={smallDam.blockLines}
        crossLines={smallDam.crossLines}
        overlayData={{ currentTemperature: smallDam.overlayData.currentTemperature! }}
      />,
    );
    expect(host.querySelector('canvas')).not.toBeNull();
    expect(host.querySelectorAll('[role="tab"]')).toHaveLength(3);

    act(() => byText('tab', 'Temperature data')!.click());
    expect(byText('tab', 'Temperature data')!.getAttribute('aria-selected')).toBe('true');
    const toggle = byText('button', 'Current bay temperature')!;
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(host.querySelector('h3')?.textContent).toBe('Current bay temperature');

    const list = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('Bay list'))!;
    act(() => list.click());
    expect(host.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('DamMap answers its handle without a canvas', () => {
    const ref = createRef<DamMapHandle>();
    mount(<DamMap ref={ref} bays={smallDam.bays} defaultView={{ zoom: 6 }} />);
    // The zoom buttons follow the view: a React update.
    const before = ref.current!.getView().zoom;
    act(() => ref.current!.zoomBy(1));
    expect(ref.current!.getView().zoom).toBe(before + 1);
    expect(ref.current!.stats().visible).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('BayCurve mounts without asking for a canvas context (jsdom would log "Not implemented")', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    mount(<BayCurve location="1#-010" data={simulateBay({ days: 2, seed: 1 })} />);
    expect(host.textContent).toContain('1#-010');
    expect(getContext).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    getContext.mockRestore();
  });

  it('CabinetCard mounts', () => {
    mount(<CabinetCard cabinet={onlineCabinet} now={FIXTURE_NOW} />);
    expect(host.querySelector('article')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
