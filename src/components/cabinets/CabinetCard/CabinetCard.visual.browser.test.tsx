import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import type { ThemeName } from '../../../theme/themeClassName';
import * as stories from './CabinetCard.stories';

const { Offline, ManyErrors, Unknown } = composeStories(stories);

/**
 * Offline visual checks: key stories compared with committed screenshots (`__screenshots__/`), standing in
 * for Chromatic where there is no network. Update them deliberately with `vitest run -u` after a design change.
 */
describe('CabinetCard looks as reviewed', () => {
  const cases: [string, Language, ThemeName, typeof Offline][] = [
    ['offline-zh-light', 'zh', 'light', Offline],
    ['many-errors-en-dark', 'en', 'dark', ManyErrors],
    ['unknown-zh-sunlight', 'zh', 'sunlight', Unknown],
  ];
  for (const [name, language, theme, Story] of cases) {
    it(name, async () => {
      await page.viewport(390, 400);
      const screen = await render(
        <DamProvider language={language} theme={theme}>
          <div style={{ padding: 12, width: 366 }}>
            <Story />
          </div>
        </DamProvider>,
      );
      await expect(screen.getByRole('article')).toMatchScreenshot(name);
    });
  }
});
