import type { Language } from '../../src/i18n/language';
import type { ThemeName } from '../../src/theme/themeClassName';

/**
 * Which stories have a reviewed picture, and in which settings. A story file of a public component gives its
 * `Default` story (else its first); a story tagged `visual` (a whole screen, or a component's other key
 * state) joins wherever it is.
 */

/** The tag that marks a story as a key story, with a committed picture. */
export const VISUAL_TAG = 'visual';

/** Phone and desktop widths (the Storybook viewports of the same names). */
export const WIDTHS = { phone: 390, desktop: 1280 } as const;
export const HEIGHTS = { phone: 844, desktop: 800 } as const;
export type Width = keyof typeof WIDTHS;

/** One picture: the story in one language, theme and width. */
export interface Setting {
  language: Language;
  theme: ThemeName;
  width: Width;
}

/** The name a picture is stored under: `zh-light-390`. */
export function settingName({ language, theme, width }: Setting): string {
  return `${language}-${theme}-${WIDTHS[width]}`;
}

/**
 * The matrix, sized to run in a few minutes on two cores: every key story in zh and en in the light theme,
 * and in zh in the dark and sunlight themes, at phone width; at desktop width in zh light where the story's
 * layout changes with the width. What a story pins in its `globals` (a language, a theme, the desktop
 * viewport) it keeps: its settings collapse to the ones it can show.
 */
export function settingsFor(pinned: PinnedGlobals, layoutChangesWithWidth: boolean): Setting[] {
  const phone: Setting[] = [
    { language: 'zh', theme: 'light', width: 'phone' },
    { language: 'en', theme: 'light', width: 'phone' },
    { language: 'zh', theme: 'dark', width: 'phone' },
    { language: 'zh', theme: 'sunlight', width: 'phone' },
  ];
  const wanted =
    pinned.width === 'desktop'
      ? phone.map((s) => ({ ...s, width: 'desktop' as const }))
      : layoutChangesWithWidth
        ? [...phone, { language: 'zh', theme: 'light', width: 'desktop' } as const]
        : phone;
  const settings = wanted.map((s) => ({
    language: pinned.language ?? s.language,
    theme: pinned.theme ?? s.theme,
    width: s.width,
  }));
  const seen = new Set<string>();
  return settings.filter((s) => !seen.has(settingName(s)) && seen.add(settingName(s)));
}

/** What decides a screen story's pictures: the state its backend answers in, and whether it plays a flow. */
export interface ScreenFacts {
  state?: string;
  flow: boolean;
}

/**
 * The screen stories' matrix (`demo/app/**\/*Screens.stories.tsx`), sized for CI: every screen story (each
 * state, each flow) at phone width in zh light, as a site engineer meets it; each screen's loaded story also
 * in the dark and sunlight themes at phone width, and in en at desktop width (the desktop layout with the
 * longer words).
 */
export function screenSettingsFor({ state = 'loaded', flow }: ScreenFacts): Setting[] {
  const phone: Setting = { language: 'zh', theme: 'light', width: 'phone' };
  if (flow || state !== 'loaded') return [phone];
  return [
    phone,
    { language: 'zh', theme: 'dark', width: 'phone' },
    { language: 'zh', theme: 'sunlight', width: 'phone' },
    { language: 'en', theme: 'light', width: 'desktop' },
  ];
}

/** What a story fixes in its own `globals`. */
export interface PinnedGlobals {
  language?: Language;
  theme?: ThemeName;
  width?: Width;
}

export function pinnedGlobals(globals: Record<string, unknown> | undefined): PinnedGlobals {
  const viewport = (globals?.viewport as { value?: string } | undefined)?.value;
  return {
    ...(globals?.language ? { language: globals.language as Language } : {}),
    ...(globals?.theme ? { theme: globals.theme as ThemeName } : {}),
    ...(viewport === 'desktop' ? { width: 'desktop' as const } : {}),
  };
}

/** A story file as `import.meta.glob` gives it. */
export type StoriesModule = Record<string, unknown> & { default: { component?: unknown; tags?: string[] } };

/** A story export's own annotations (before composing). */
interface StoryAnnotations {
  tags?: string[];
  globals?: Record<string, unknown>;
}

/** The names of a file's story exports in the order it declares them (a module's keys come sorted). */
export function declaredOrder(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1] as string);
}

/** The component a story file shows: its `component`, else the one it is named after (`BayCurve.stories.tsx`). */
function isPublic(file: string, module: StoriesModule, publicNames: ReadonlyMap<string, unknown>): boolean {
  const named =
    file
      .split('/')
      .pop()
      ?.replace(/\.stories\.tsx?$/, '') ?? '';
  const component = module.default.component;
  return (component !== undefined && [...publicNames.values()].includes(component)) || publicNames.has(named);
}

/**
 * The key stories of one file: its stories tagged `visual`, else (for a public component) `Default` or the
 * first it declares.
 */
export function keyStoryNames(
  file: string,
  module: StoriesModule,
  source: string,
  publicNames: ReadonlyMap<string, unknown>,
): string[] {
  const names = declaredOrder(source).filter((name) => name in module);
  const fileTagged = module.default.tags?.includes(VISUAL_TAG) ?? false;
  const tagged = names.filter(
    (name) => fileTagged || ((module[name] as StoryAnnotations | undefined)?.tags ?? []).includes(VISUAL_TAG),
  );
  if (tagged.length > 0) return tagged;
  if (!isPublic(file, module, publicNames)) return [];
  const first = names.includes('Default') ? 'Default' : names[0];
  return first ? [first] : [];
}

/** The story's own `globals` (from its export, not the composed ones, which carry the project's defaults). */
export function ownGlobals(module: StoriesModule, name: string): Record<string, unknown> | undefined {
  return (module[name] as StoryAnnotations | undefined)?.globals;
}
