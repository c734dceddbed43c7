import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { HEIGHTS, type Setting, settingName, WIDTHS } from './keyStories';
import { layoutChangesWithWidth } from './responsive';
import { settle } from './settle';

/** What the pictures use of a composed story. */
export interface Composed {
  id: string;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  play?: unknown;
  run: (context?: Record<string, unknown>) => Promise<void>;
}

// One story root for the whole file: each run unmounts the story before (and its portals) and mounts the next.
const canvasElement = document.createElement('div');
document.body.append(canvasElement);

/** Renders `story` in `setting` (its play run to its end) and waits until it has drawn its final picture. */
export async function showStory(
  story: Composed,
  setting: Setting,
  ready: (root: HTMLElement) => Promise<void> = settle,
): Promise<void> {
  await page.viewport(WIDTHS[setting.width], HEIGHTS[setting.width]);
  try {
    await story.run({
      canvasElement,
      globals: { ...story.globals, language: setting.language, theme: setting.theme },
    });
  } catch (error) {
    // A play that fails is the story tests' to report; the picture shows where it stopped. A story that did
    // not render at all fails here.
    if (canvasElement.childElementCount === 0) throw error;
    console.warn(`${story.id} (${settingName(setting)}): its play stopped: ${String(error)}`);
  }
  await ready(canvasElement);
}

/** The name a picture of `story` in `setting` is stored under: `<story id>/zh-light-390`. */
export function pictureName(story: Composed, setting: Setting): string {
  return `${story.id}/${settingName(setting)}`;
}

/** How a story's pictures are taken. */
export interface PictureOptions {
  /**
   * Take the desktop picture whatever the story's layout does (a story pinned to desktop, a whole screen);
   * otherwise only where the layout changes with the width, learnt on the story's phone picture.
   */
  desktopAlways?: boolean;
  /** Waits until the story shows its final picture (`settle` by default). */
  ready?: (root: HTMLElement) => Promise<void>;
}

/** One test per setting comparing the story with its reviewed picture. */
export function describePictures(
  story: Composed,
  settings: readonly Setting[],
  { desktopAlways = false, ready }: PictureOptions = {},
): void {
  describe(story.id, () => {
    let responsive = false;
    for (const setting of settings) {
      it(settingName(setting), async ({ skip }) => {
        if (setting.width === 'desktop' && !desktopAlways && !responsive) skip('same layout at every width');
        await showStory(story, setting, ready);
        if (setting.width === 'phone') responsive ||= layoutChangesWithWidth(canvasElement);
        // The whole screen, always: a dialog or popover portaled beside the root is in it, a long list shows
        // what a reader sees, and a change of size (a token one pixel larger) still gives a diff picture of
        // the same dimensions instead of a bare size mismatch.
        await expect(page).toMatchScreenshot(pictureName(story, setting));
      });
    }
  });
}
