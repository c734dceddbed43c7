import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as charts from '../../src/charts/index';
import * as components from '../../src/index';
import {
  HEIGHTS,
  keyStoryNames,
  ownGlobals,
  pinnedGlobals,
  type StoriesModule,
  settingName,
  settingsFor,
  WIDTHS,
} from './keyStories';
import { layoutChangesWithWidth } from './responsive';
import { settle } from './settle';

/**
 * Every key story compared with its reviewed picture (`__screenshots__/`), in the settings `settingsFor`
 * chooses. `npm run visual:update` renews the pictures after a deliberate change; on a difference the actual
 * picture and the diff are written to `.ci-results/visual/` (the failure names them).
 */

// The component stories (the same files twice: as stories, and as text for their order). The demo's screen
// stories join once their clock is fixed: today the home clock and the charts' date ranges follow the day.
const files = import.meta.glob<StoriesModule>('/src/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('/src/**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const publicNames = new Map<string, unknown>([...Object.entries(components), ...Object.entries(charts)]);

/** What the test uses of a composed story. */
interface Composed {
  id: string;
  globals: Record<string, unknown>;
  run: (context?: Record<string, unknown>) => Promise<void>;
}

// One story root for the whole run: each run unmounts the story before (and its portals) and mounts the next.
const canvasElement = document.createElement('div');
document.body.append(canvasElement);

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
    describe(Story.id, () => {
      // Whether the story lays itself out differently at desktop width, learnt on its first (phone) picture.
      let responsive = false;
      const settings = settingsFor(pinned, true);
      for (const setting of settings) {
        it(settingName(setting), async ({ skip }) => {
          if (setting.width === 'desktop' && !pinned.width && !responsive) skip('same layout at every width');
          await page.viewport(WIDTHS[setting.width], HEIGHTS[setting.width]);
          try {
            await Story.run({
              canvasElement,
              globals: { ...Story.globals, language: setting.language, theme: setting.theme },
            });
          } catch (error) {
            // A play that fails is the story tests' to report; the picture shows where it stopped. A story
            // that did not render at all fails here.
            if (canvasElement.childElementCount === 0) throw error;
            console.warn(`${Story.id} (${settingName(setting)}): its play stopped: ${String(error)}`);
          }
          await settle(canvasElement);
          if (setting.width === 'phone') responsive ||= layoutChangesWithWidth(canvasElement);
          // The whole screen, always: a dialog or popover portaled beside the root is in it, a long list shows
          // what a reader sees, and a change of size (a token one pixel larger) still gives a diff picture of
          // the same dimensions instead of a bare size mismatch.
          await expect(page).toMatchScreenshot(`${Story.id}/${settingName(setting)}`);
        });
      }
    });
  }
}
