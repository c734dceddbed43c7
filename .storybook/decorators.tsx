import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { DamProvider } from '../src/hooks/DamProvider';
import type { Language } from '../src/i18n/language';
import { type ThemeName, themeClassName } from '../src/theme/themeClassName';
import { canvas, frame } from './preview.css';

/** What `<html lang>` says for each language, so screen readers and fonts pick Chinese or English. */
const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/**
 * The page around the story follows the toolbar too: `<html lang>` names the language, and the body takes the
 * theme's background (on story and docs pages), so a dark story is not a dark box on a white page.
 */
function useFrame(language: Language, theme: ThemeName, isDocs: boolean) {
  useLayoutEffect(() => {
    // A docs page holds many stories, some pinned to other globals: its container follows the toolbar.
    if (isDocs) return;
    document.documentElement.lang = htmlLang[language] ?? htmlLang.zh;
    const classes = [frame, ...themeClassName(theme).split(' ')];
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [language, theme, isDocs]);
}

/** Wraps every story in a DamProvider driven by the toolbar's language and theme (or the story's globals). */
export const withDamProvider: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'zh') as Language;
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  useFrame(language, theme, context.viewMode === 'docs');
  return (
    <DamProvider key={language} language={language} theme={theme}>
      <div className={canvas}>
        <Story />
      </div>
    </DamProvider>
  );
};
