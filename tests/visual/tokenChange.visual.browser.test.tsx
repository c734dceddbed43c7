import { composeStories } from '@storybook/react-vite';
import { expect, it } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import * as buttonStories from '../../src/components/ui/Button/Button.stories';
import { vars } from '../../src/theme/contract.css';
import { lightValues } from '../../src/theme/themeValues';
import { ARTIFACTS } from './baselines';
import type { Setting } from './keyStories';
import { type Composed, pictureName, showStory } from './pictures';

/**
 * The proof that the comparison sees a token change of one step: a key story with the light theme's page
 * colour moved by 1/255 in one channel (through its CSS variable, as a theme change reaches every picture)
 * must fail against its committed picture, and leave the actual picture and the diff for CI to keep. The test
 * compares with the key stories' own picture (tests/visual/baselines.ts), then takes its evidence back, so a
 * green run leaves `.ci-results/visual/` empty. Under `--update` it does nothing: it must never become the
 * reviewed picture.
 */

const updating = server.config.snapshotOptions.updateSnapshot === 'all';
const setting: Setting = { language: 'zh', theme: 'light', width: 'phone' };
const { Primary } = composeStories(buttonStories) as unknown as Record<'Primary', Composed>;

/** `#rrggbb` with its red channel one step up (or down, at the top). */
export function oneStep(hex: string): string {
  const red = Number.parseInt(hex.slice(1, 3), 16);
  const next = red === 255 ? 254 : red + 1;
  return `#${next.toString(16).padStart(2, '0')}${hex.slice(3)}`;
}

/** The CSS variable's name in `var(--dam-…)`. */
function propertyOf(variable: string): string {
  return variable.replace(/^var\((--[\w-]+)\)$/, '$1');
}

/** Where Vitest keeps the committed picture of `name` (its default layout, see vitest.config.ts). */
function referenceOf(name: string): string {
  const file = `${name.replace(/-{2,}/g, '-')}-${server.browser}-${server.platform}.png`;
  return `${server.config.root}/tests/visual/__screenshots__/stories.visual.browser.test.tsx/${file}`;
}

/** The path the failure names after `label` ("Actual screenshot:", "Diff image:"), without its colours. */
function pathAfter(message: string, label: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the matcher colours its paths with ANSI codes.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.match(new RegExp(`${label}\\s+(\\S+)`))?.[1] ?? '';
}

const PNG = 'iVBORw0KGgo'; // the PNG signature, in base64

it.skipIf(updating)(
  'a one-step change of the page colour fails the comparison and leaves its diff',
  async () => {
    const name = pictureName(Primary, setting);
    // Without a reviewed picture the matcher would keep this one as the reference: never compare then.
    await expect(commands.readFile(referenceOf(name), 'base64')).resolves.toMatch(new RegExp(`^${PNG}`));

    await showStory(Primary, setting);
    // The control: unchanged, the story is its reviewed picture.
    await expect(page).toMatchScreenshot(name);

    const token = document.createElement('style');
    const changed = oneStep(lightValues.color.background);
    token.textContent = `*, ::before, ::after { ${propertyOf(vars.color.background)}: ${changed} !important; }`;
    document.head.append(token);
    try {
      const failure = await expect(page)
        .toMatchScreenshot(name)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure, `${lightValues.color.background} → ${changed} went unseen`).toBeInstanceOf(Error);
      const message = (failure as Error).message;
      expect(message).toContain('does not match the stored reference');

      const actual = pathAfter(message, 'Actual screenshot:');
      const diff = pathAfter(message, 'Diff image:');
      for (const evidence of [actual, diff]) {
        expect(evidence).toContain(`/${ARTIFACTS}/`);
        await expect(commands.readFile(evidence, 'base64')).resolves.toMatch(new RegExp(`^${PNG}`));
        await commands.removeFile(evidence);
      }
    } finally {
      token.remove();
    }
  },
);
