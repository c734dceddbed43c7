import { describe, expect, it } from 'vitest';
import { createDamI18n } from './createDamI18n';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './language';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
}

describe('language', () => {
  it('defaults to zh when nothing or something unknown is stored', () => {
    const storage = memoryStorage();
    expect(readStoredLanguage(storage)).toBe('zh');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage(storage)).toBe('zh');
  });

  it('keeps the choice under the namespaced key "damtherm:language", not a generic one', () => {
    const storage = memoryStorage();
    storeLanguage('en', storage);
    expect(storage.getItem('damtherm:language')).toBe('en');
    expect(storage.getItem('language')).toBeNull();
    expect(readStoredLanguage(storage)).toBe('en');
  });

  it('creates one independent i18next instance per call', () => {
    const a = createDamI18n('zh');
    const b = createDamI18n('en');
    expect(a).not.toBe(b);
    expect(a.t('common.loading')).toBe('加载中...');
    expect(b.t('common.loading')).toBe('Loading...');
    b.changeLanguage('zh');
    expect(a.language).toBe('zh');
  });
});
