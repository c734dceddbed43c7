// @vitest-environment jsdom
/** A screen's own overlay, layer and tooltip in jsdom (a portal's unit tests): no drawing, the rest works. */
import { scaleThreshold } from 'd3-scale';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { DamProvider } from '../../../hooks/DamProvider';
import { DamMap } from './DamMap';
import { smallDam } from './DamMap.fixtures';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

it('shows a custom overlay’s legend and labels without a canvas, nothing on the console', () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const errors = vi.spyOn(console, 'error');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const layer = vi.fn();
  act(() =>
    root.render(
      <DamProvider language="en">
        <DamMap
          bays={smallDam.bays}
          layers={[layer]}
          renderTooltip={(bay) => bay.label}
          customOverlays={[
            {
              id: 'height',
              title: 'Lift height',
              value: (bay) => bay.top - bay.bottom,
              color: scaleThreshold<number, string>().domain([2]).range(['#abd9e9', 'rgb(215, 25, 28)']),
              label: (value) => `${value} m`,
            },
          ]}
          defaultOverlay="height"
        />
      </DamProvider>,
    ),
  );
  expect(host.querySelector('h3')?.textContent).toBe('Lift height');
  const swatches = [...host.querySelectorAll<HTMLElement>('[data-scheme="custom"] [data-color]')];
  // Without a canvas the colours stay as the scale wrote them.
  expect(swatches.map((s) => s.dataset.color)).toEqual(['#abd9e9', 'rgb(215, 25, 28)']);
  expect(layer).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
  host.remove();
  errors.mockRestore();
});
