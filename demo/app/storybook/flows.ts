import type { Language } from 'damtherm';
import { within } from 'storybook/test';
import { createAppI18n } from '../texts/createAppI18n';
import type { RecordedWrite } from './contractHandlers';
import type { ScreenLoaded } from './screenStory';

/** What a play function of a screen story gets (the parts the flows use). */
export interface FlowContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
  loaded: Record<string, unknown>;
}

/** The page (dialogs open in a portal outside the canvas), the active language's words, the recorded writes. */
export function flow(context: FlowContext) {
  const language = (context.globals.language === 'en' ? 'en' : 'zh') satisfies Language;
  const i18n = createAppI18n(language);
  const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values));
  const writes: RecordedWrite[] = (context.loaded as unknown as ScreenLoaded).backend.writes;
  return { page: within(context.canvasElement.ownerDocument.body), t, writes };
}

/** A name that starts with this text (counts and details follow it). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
