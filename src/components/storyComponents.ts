import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';

/**
 * What the component tests that walk every folder share: each component a folder exports with the args of
 * its first story, and where the component's root stands among what it rendered.
 */

// Components sit in area folders: ./<area>/<Name>/.
const storyFiles = import.meta.glob<Record<string, unknown>>('./*/*/*.stories.tsx', { eager: true });
const indexes = import.meta.glob<Record<string, unknown>>('./*/*/index.ts', { eager: true });

export type AnyComponent = ComponentType<Record<string, unknown>>;

export interface StoryComponent {
  /** The component's name (a `forwardRef` component is named by its render function). */
  name: string;
  Component: AnyComponent;
  /** The story whose args it renders with: `Default`, else the first. */
  storyName: string;
  args: Record<string, unknown>;
}

/** A component's readable name: its display name, its function's name, or its `forwardRef` render's. */
export function componentName(component: unknown): string {
  const named = component as { displayName?: string; name?: string; render?: { name?: string } };
  return named.displayName || named.name || named.render?.name || '';
}

/** Each component a folder exports that a story file shows, with the args of that file's first story. */
export function storyComponents(): StoryComponent[] {
  const found: StoryComponent[] = [];
  for (const [file, module] of Object.entries(storyFiles).sort(([a], [b]) => a.localeCompare(b))) {
    const [, area, folder] = file.split('/') as [string, string, string];
    const index = indexes[`./${area}/${folder}/index.ts`] ?? {};
    const meta = module.default as { component?: AnyComponent };
    // A component the folder exports: the story's, else the one named after the folder (a story's own demo
    // wrapper is not the component).
    const Component = (
      meta.component && Object.values(index).includes(meta.component) ? meta.component : index[folder]
    ) as AnyComponent | undefined;
    if (!Component) continue;
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
      string,
      { args: Record<string, unknown> }
    >;
    const names = Object.keys(stories);
    const storyName = names.includes('Default') ? 'Default' : names[0];
    if (!storyName) continue;
    found.push({
      name: componentName(Component),
      Component,
      storyName,
      args: stories[storyName]?.args ?? {},
    });
  }
  return found;
}

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

/**
 * What the component rendered beside `element` (the start of each element's HTML), from it up to `container`
 * (the provider's root): none when `element` is the component's outermost element.
 */
export function renderedBeside(element: Element, container: Element): string[] {
  const beside: string[] = [];
  for (let node = element; node !== container && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !visibleOwnElement(sibling)) continue;
      beside.push(sibling.outerHTML.slice(0, 120));
    }
  }
  return beside;
}
