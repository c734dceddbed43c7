import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../hooks/DamProvider';

/**
 * Every component takes `className` and `style` for its root element (a portal lays it out and restyles it).
 * Each component a folder exports, with the args of its first story, is rendered with both added: the class
 * must land on the component's outermost element, with the style on it.
 */
// Components sit in area folders: ./<area>/<Name>/.
const storyFiles = import.meta.glob<Record<string, unknown>>('./*/*/*.stories.tsx', { eager: true });
const indexes = import.meta.glob<Record<string, unknown>>('./*/*/index.ts', { eager: true });

const probeClass = 'portal-probe';

/** An element of the component itself: not hidden, not a template, not an overlay portaled beside it. */
function visibleOwnElement(element: Element): boolean {
  if ((element as HTMLElement).hidden || element.tagName === 'TEMPLATE') return false;
  if (element.getAttribute('aria-hidden') === 'true') return false;
  // react-aria's visually hidden helpers (live announcer, dismiss button) take 1 px at most.
  const box = element.getBoundingClientRect();
  if (box.width <= 1 && box.height <= 1) return false;
  return !element.matches(
    '[role="dialog"], [role="alertdialog"], :has([role="dialog"], [role="alertdialog"])',
  );
}

const checked: string[] = [];

/** Kit primitives whose first story cannot show the root with plain args. */
const notByStory = new Set([
  // Closed until its trigger is pressed: its story shows no root to look at.
  'Dialog',
  // Its story renders the form's fields through a render prop the args do not carry.
  'SendForm',
]);

/** Props a component needs beyond its story's args (a story that builds them in its own render). */
const extraProps: Record<string, Record<string, unknown>> = {
  TimeSeriesChart: { lines: [] },
};

for (const [file, module] of Object.entries(storyFiles).sort(([a], [b]) => a.localeCompare(b))) {
  const [, area, folder] = file.split('/') as [string, string, string];
  const index = indexes[`./${area}/${folder}/index.ts`] ?? {};
  const meta = module.default as { component?: ComponentType<Record<string, unknown>> };
  // A component the folder exports: the story's, else the one named after the folder (a story's own demo
  // wrapper is not the component).
  const Component = (
    meta.component && Object.values(index).includes(meta.component) ? meta.component : index[folder]
  ) as ComponentType<Record<string, unknown>> | undefined;
  if (!Component || notByStory.has(Component.displayName ?? Component.name)) continue;
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
    string,
    { args: Record<string, unknown> }
  >;
  const names = Object.keys(stories);
  const storyName = names.includes('Default') ? 'Default' : names[0];
  if (!storyName) continue;
  const name = Component.displayName ?? Component.name;
  checked.push(name);
  describe(name, () => {
    it(`puts className and style on its root (args of story ${storyName})`, async () => {
      const screen = await render(
        <DamProvider language="en">
          <Component
            {...stories[storyName]?.args}
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
      const beside: string[] = [];
      for (let node: HTMLElement = probe; node !== root && node.parentElement; node = node.parentElement) {
        for (const sibling of node.parentElement.children) {
          if (sibling === node || !visibleOwnElement(sibling)) continue;
          beside.push(sibling.outerHTML.slice(0, 120));
        }
      }
      expect(beside.join(' | ')).toBe('');
    });
  });
}

it('covers the components of every folder', () => {
  expect(checked.length).toBeGreaterThanOrEqual(40);
});
