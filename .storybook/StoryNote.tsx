import type { Decorator } from '@storybook/react-vite';
import type { Language } from '../src/i18n/language';
import { vars } from '../src/theme/contract.css';
import { storyLanguage } from './storyTexts';

/**
 * A caption under a story whose component renders nothing on purpose (an empty list the specification hides),
 * so the canvas, the docs page and the picture say what the reader sees instead of showing a blank frame.
 * It belongs to Storybook, not to the component: the product shows nothing there.
 */
export function withStoryNote(note: Record<Language, string>): Decorator {
  return (Story, context) => (
    <>
      <Story />
      <p
        data-story-note
        style={{
          margin: 0,
          padding: vars.space.sm,
          border: `1px dashed ${vars.color.border}`,
          borderRadius: vars.radius.md,
          color: vars.color.textMuted,
          fontFamily: vars.font.family,
          fontSize: vars.font.sizeSm,
        }}
      >
        {note[storyLanguage(context.globals)]}
      </p>
    </>
  );
}
