import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { PropsWithChildren } from 'react';
import { create } from 'storybook/theming';
import { isLanguage } from '../src/i18n/language';
import type { ThemeName } from '../src/theme/themeClassName';
import { darkValues, lightValues, sunlightValues } from '../src/theme/themeValues';

/** The docs page in each damtherm theme's own colours, so a dark story sits on a dark page. */
const docsThemes = {
  light: create({
    base: 'light',
    appContentBg: lightValues.color.background,
    textColor: lightValues.color.text,
  }),
  dark: create({
    base: 'dark',
    appContentBg: darkValues.color.background,
    appPreviewBg: darkValues.color.background,
    textColor: darkValues.color.text,
  }),
  sunlight: create({
    base: 'light',
    appContentBg: sunlightValues.color.background,
    textColor: sunlightValues.color.text,
  }),
} satisfies Record<ThemeName, unknown>;

/** The toolbar's globals, which the docs context keeps in its store (a docs page has no story globals). */
function toolbarGlobals(context: DocsContainerProps['context']): Record<string, unknown> {
  const store = (context as { store?: { userGlobals?: { get?: () => Record<string, unknown> } } }).store;
  return store?.userGlobals?.get?.() ?? {};
}

/** Storybook's docs container, themed and `lang`-tagged after the toolbar's theme and language. */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { theme, language } = toolbarGlobals(context);
  const docsTheme = docsThemes[(theme as ThemeName) in docsThemes ? (theme as ThemeName) : 'light'];
  document.documentElement.lang = isLanguage(language) && language === 'en' ? 'en' : 'zh-CN';
  return (
    <DocsContainer context={context} theme={docsTheme}>
      {children}
    </DocsContainer>
  );
}
