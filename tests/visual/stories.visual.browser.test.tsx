import { composeStories } from '@storybook/react-vite';
import * as charts from '../../src/charts/index';
import * as components from '../../src/index';
import { keyStoryNames, ownGlobals, pinnedGlobals, type StoriesModule, settingsFor } from './keyStories';
import { type Composed, describePictures } from './pictures';

/**
 * Every key story compared with its reviewed picture (`__screenshots__/`), in the settings `settingsFor`
 * chooses. `npm run visual:update` renews the pictures after a deliberate change; on a difference the actual
 * picture and the diff are written to `.ci-results/visual/` (the failure names them).
 */

// The component stories (the same files twice: as stories, and as text for their order); the demo's screen
// stories have their own file (screens.visual.browser.test.tsx).
const files = import.meta.glob<StoriesModule>('/src/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('/src/**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const publicNames = new Map<string, unknown>([...Object.entries(components), ...Object.entries(charts)]);

for (const [file, module] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const names = keyStoryNames(file, module, sources[file] ?? '', publicNames);
  if (names.length === 0) continue;
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
    string,
    Composed
  >;
  for (const name of names) {
    const Story = stories[name];
    if (!Story) continue;
    const pinned = pinnedGlobals(ownGlobals(module, name));
    describePictures(Story, settingsFor(pinned, true), { desktopAlways: pinned.width === 'desktop' });
  }
}
