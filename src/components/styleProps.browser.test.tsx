import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../hooks/DamProvider';
import { renderedBeside, storyComponents } from './storyComponents';

/**
 * Every component takes `className` and `style` for its root element (a portal lays it out and restyles it).
 * Each component a folder exports, with the args of its first story, is rendered with both added: the class
 * must land on the component's outermost element, with the style on it.
 */

const probeClass = 'portal-probe';

const checked: string[] = [];

/** Components whose first story cannot show a root with plain args, or that render no element of their own. */
const notByStory = new Set([
  // Closed until its trigger is pressed: its story shows no root to look at.
  'Dialog',
  // Its story renders the form's fields through a render prop the args do not carry.
  'SendForm',
  // A sentence for a text, rendered as its words alone: no element of its own to style.
  'ReversalSummary',
  // An empty region renders nothing until a toast is shown; its story shows one through its own queue.
  'ToastRegion',
]);

/** Props a component needs beyond its story's args (a story that builds them in its own render). */
const extraProps: Record<string, Record<string, unknown>> = {
  TimeSeriesChart: { lines: [] },
  // Its story keeps the chosen loops in its own state around the group.
  CheckboxTileGroup: { value: [], label: '回路' },
};

for (const { name, Component, storyName, args } of storyComponents()) {
  if (notByStory.has(name)) continue;
  checked.push(name);
  describe(name, () => {
    it(`puts className and style on its root (args of story ${storyName})`, async () => {
      const screen = await render(
        <DamProvider language="en">
          <Component
            {...args}
            {...extraProps[name]}
            className={probeClass}
            style={{ outlineOffset: '7px' }}
          />
        </DamProvider>,
      );
      const root = screen.container.querySelector('[data-dam-root]') as HTMLElement;
      // Overlays (an open dialog) render in a portal inside the provider's root.
      await expect.poll(() => root.querySelector(`.${probeClass}`)).not.toBeNull();
      const probe = root.querySelector<HTMLElement>(`.${probeClass}`) as HTMLElement;
      expect(probe.style.outlineOffset).toBe('7px');
      // The outermost element: from it up to the provider's root nothing of the component stands beside it.
      expect(renderedBeside(probe, root).join(' | ')).toBe('');
    });
  });
}

it('covers the components of every folder', () => {
  expect(checked.length).toBeGreaterThanOrEqual(40);
});
