import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LanguageSwitch } from '../components/ui/LanguageSwitch';
import { StatusMessage } from '../components/ui/StatusMessage';
import { createDamI18n } from '../i18n/createDamI18n';
import { LANGUAGE_STORAGE_KEY, storeLanguage } from '../i18n/language';
import { messageAreas } from '../i18n/resources';
import { useDamTranslation } from '../i18n/useDamTranslation';
import { DamProvider } from './DamProvider';

/** A portal's own i18next, with its own namespace and words, as a portal sets it up. */
function portalI18n() {
  const instance = i18next.createInstance();
  instance.init({
    lng: 'en',
    resources: { en: { translation: { greeting: 'Welcome to the portal' } } },
    initAsync: false,
  });
  return instance;
}

function PortalGreeting() {
  const { t } = useTranslation();
  return <p data-testid="portal">{t('greeting')}</p>;
}

function DamWords() {
  const { t, language } = useDamTranslation();
  return <p data-testid="dam">{`${language}: ${t('common.loading')}`}</p>;
}

// act() around hydrateRoot: tell React this is a test environment that flushes with act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const zhLoading = messageAreas.common.zh.loading;
const enLoading = messageAreas.common.en.loading;

describe('DamProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("leaves react-i18next's context to the portal: its children translate with the portal's i18next", async () => {
    const screen = await render(
      <I18nextProvider i18n={portalI18n()}>
        <DamProvider language="zh">
          <PortalGreeting />
          <DamWords />
          <StatusMessage tone="loading" />
        </DamProvider>
      </I18nextProvider>,
    );
    await expect.element(screen.getByTestId('portal')).toHaveTextContent('Welcome to the portal');
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`zh: ${zhLoading}`);
    await expect.element(screen.getByRole('status')).toHaveTextContent(zhLoading);
  });

  it("does not hand its instance to a portal that relies on react-i18next's default instance", async () => {
    const screen = await render(
      <DamProvider language="en">
        <PortalGreeting />
      </DamProvider>,
    );
    // No portal i18next at all: react-i18next has nothing and returns the key, never a damtherm text.
    await expect.element(screen.getByTestId('portal')).toHaveTextContent('greeting');
  });

  it('follows the language prop', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <DamWords />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`zh: ${zhLoading}`);
    await screen.rerender(
      <DamProvider language="en">
        <DamWords />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`en: ${enLoading}`);
  });

  it('without a language prop, takes the choice stored under damtherm:language after mount', async () => {
    storeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    const screen = await render(
      <DamProvider>
        <DamWords />
        <LanguageSwitch onChange={() => {}} />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`en: ${enLoading}`);
    await expect.element(screen.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });

  it("ignores a portal's generic `language` entry", async () => {
    localStorage.setItem('language', 'en');
    const screen = await render(
      <DamProvider>
        <DamWords />
      </DamProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`zh: ${zhLoading}`);
  });

  it('follows a language change on an i18n instance the portal passed', async () => {
    const i18n = createDamI18n('zh');
    const screen = await render(
      <DamProvider i18n={i18n}>
        <DamWords />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`zh: ${zhLoading}`);
    await act(() => i18n.changeLanguage('en'));
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`en: ${enLoading}`);
  });

  it('outside any provider, damtherm components still show their texts, in zh', async () => {
    const screen = await render(
      <>
        <DamWords />
        <LanguageSwitch onChange={() => {}} />
      </>,
    );
    await expect.element(screen.getByTestId('dam')).toHaveTextContent(`zh: ${zhLoading}`);
    await expect.element(screen.getByRole('button', { name: '语言: 中文' })).toBeVisible();
  });

  describe('server rendering', () => {
    let root: Root | undefined;
    let host: HTMLElement | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      host?.remove();
      root = undefined;
    });

    const page = (children: ReactNode, language?: 'zh' | 'en') => (
      <DamProvider language={language} theme="dark">
        <PortalGreeting />
        {children}
      </DamProvider>
    );

    for (const language of [undefined, 'en'] as const) {
      it(`hydrates without a mismatch (language prop: ${language ?? 'none'}, a stored choice)`, async () => {
        storeLanguage('en');
        const tree = page(
          <>
            <DamWords />
            <StatusMessage tone="loading" />
          </>,
          language,
        );
        const html = renderToString(tree);
        host = document.createElement('div');
        host.innerHTML = html;
        document.body.append(host);

        // React reports a first client render that differs from the server's markup (error #418) here.
        const errors: unknown[] = [];
        await act(async () => {
          root = hydrateRoot(host as HTMLElement, tree, {
            onRecoverableError: (error) => errors.push(error),
          });
        });
        expect(errors).toEqual([]);
        expect(html).toContain(language === 'en' ? enLoading : zhLoading);
        // After mount the stored choice applies when no prop says otherwise.
        await expect
          .poll(() => host?.querySelector('[data-testid="dam"]')?.textContent)
          .toBe(`en: ${enLoading}`);
      });
    }
  });
});
