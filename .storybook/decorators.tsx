import type { Decorator } from '@storybook/react-vite';
import { DamProvider } from '../src/hooks/DamProvider';
import type { Language } from '../src/i18n/language';
import type { ThemeName } from '../src/theme/themeClassName';
import { canvas } from './preview.css';

/** Wraps every story in a DamProvider driven by the toolbar's language and theme (or the story's globals). */
export const withDamProvider: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'zh') as Language;
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <DamProvider key={language} language={language} theme={theme}>
      <div className={canvas}>
        <Story />
      </div>
    </DamProvider>
  );
};
