import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../components/ui/Button';
import { DamProvider } from '../hooks/DamProvider';
import { darkValues, lightValues } from './themeValues';

/** A portal's plain CSS that sets two `--dam-*` properties, put FIRST in the document (lowest in order). */
function portalSheet(css: string): HTMLStyleElement {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.prepend(sheet);
  return sheet;
}

function property(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

describe('themes', () => {
  let sheet: HTMLStyleElement | undefined;
  afterEach(() => sheet?.remove());

  it('a portal class with a few properties extends light, and wins over it without !important', async () => {
    sheet = portalSheet('.portal-brand { --dam-color-accent: #8a1538; --dam-radius-md: 2px; }');
    const screen = await render(
      <DamProvider theme="portal-brand">
        <Button>Send</Button>
      </DamProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send' }).element();
    expect(property(button, '--dam-color-accent')).toBe('#8a1538');
    expect(property(button, '--dam-radius-md')).toBe('2px');
    // Everything else comes from light: the layout keeps its spacing and touch targets.
    expect(property(button, '--dam-space-md')).toBe(lightValues.space.md);
    expect(property(button, '--dam-color-surface')).toBe(lightValues.color.surface);
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('a DamTheme extends the base it names, with a class and inline values over it', async () => {
    sheet = portalSheet('.portal-night { --dam-color-focus: #00e5ff; }');
    const screen = await render(
      <DamProvider
        theme={{ base: 'dark', className: 'portal-night', values: { color: { accent: '#ffb300' } } }}
      >
        <Button>Send</Button>
      </DamProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send' }).element();
    expect(property(button, '--dam-color-accent')).toBe('#ffb300');
    expect(property(button, '--dam-color-focus')).toBe('#00e5ff');
    expect(property(button, '--dam-color-background')).toBe(darkValues.color.background);
    expect(property(button, '--dam-size-touch-target')).toBe(darkValues.size.touchTarget);
  });

  it('keeps the built-in values in @layer damtherm', () => {
    const layered = [...document.styleSheets].some((s) =>
      [...s.cssRules].some((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'damtherm'),
    );
    expect(layered).toBe(true);
  });
});
