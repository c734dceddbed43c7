import { composeStories } from '@storybook/react-vite';
import type { ScreenParameters } from '../../demo/app/storybook/screenStory';
import { declaredOrder, type StoriesModule, screenSettingsFor } from './keyStories';
import { type Composed, describePictures } from './pictures';
import { screenSettled } from './screenSettled';

/**
 * Every screen story of the demo (each screen in its loaded, loading, empty and error states, and the flows at
 * their end) compared with its reviewed picture, in the settings `screenSettingsFor` chooses. The stories'
 * frame stops the clock at the contract examples' instant, so the pictures do not follow the day.
 */

const files = import.meta.glob<StoriesModule>('/demo/app/**/*Screens.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('/demo/app/**/*Screens.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

for (const [file, module] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
    string,
    Composed
  >;
  for (const name of declaredOrder(sources[file] ?? '')) {
    const Story = stories[name];
    if (!Story) continue;
    const screen = Story.parameters.screen as ScreenParameters | undefined;
    const settings = screenSettingsFor({ state: screen?.state, flow: Story.play !== undefined });
    describePictures(Story, settings, { desktopAlways: true, ready: screenSettled });
  }
}
