// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { zh } from '../locales/zh';
import { zhtw } from '../locales/zhtw';
import { changeLanguage, currentLanguage, detectLanguage, i18n, translateOr } from './i18n';

describe('language detection', () => {
  it('prefers the stored language', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });
  it('maps a browser tag containing tw to traditional Chinese', () => {
    expect(detectLanguage(undefined, ['zh-TW', 'en'])).toBe('zhtw');
  });
  it('matches the browser language code', () => {
    expect(detectLanguage(undefined, ['en-US'])).toBe('en');
    expect(detectLanguage(undefined, ['zh-CN'])).toBe('zh');
  });
  it('defaults to simplified Chinese', () => {
    expect(detectLanguage(undefined, ['fr-FR'])).toBe('zh');
    expect(detectLanguage('klingon', [])).toBe('zh');
  });
});

describe('catalogues', () => {
  it('have the same keys in all three languages', () => {
    const keys = Object.keys(zh).sort();
    expect(Object.keys(zhtw).sort()).toEqual(keys);
    expect(Object.keys(en).sort()).toEqual(keys);
  });
  it('switch language and remember it', () => {
    changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('tessera.language')).toBe('en');
    expect(i18n.t('layout.logoutConfirm')).toBe('Are you sure you want to sign out?');
    expect(document.documentElement.lang).toBe('en');
    changeLanguage('zhtw');
    expect(i18n.t('language.switchSuccess')).toBe('切換語言成功');
    changeLanguage('zh');
    expect(i18n.t('layout.logoutConfirm')).toBe('您确定要退出应用程序吗?');
  });
  it('translates menu codes with dots and falls back to the server title', () => {
    changeLanguage('en');
    expect(translateOr('route.permission.user', '用户管理')).toBe('Users');
    expect(translateOr('route.permission', 'x')).toBe('Permissions');
    expect(translateOr('route.unknown.thing', 'Server title')).toBe('Server title');
  });
});

describe("the signed-in screens' central texts (locales/shell.ts)", () => {
  it('stay out of the core catalogue, name the same keys in all three languages and load with the shell', async () => {
    const { shellLocales } = await import('../locales/shell');
    const keys = Object.keys(shellLocales.zh).sort();
    expect(keys.length).toBeGreaterThan(500);
    expect(Object.keys(shellLocales.zhtw).sort()).toEqual(keys);
    expect(Object.keys(shellLocales.en).sort()).toEqual(keys);
    for (const key of keys) expect(zh, key).not.toHaveProperty(key);
    const { loadFeatureLocales } = await import('./feature-locales');
    await loadFeatureLocales();
    expect(i18n.getResource('en', 'translation', 'sysConfig.title')).toBe(shellLocales.en['sysConfig.title']);
  });
});

describe('feature catalogues', () => {
  it('name the same keys in all three languages and never shadow a core key', async () => {
    const { featureLocaleLoaders } = await import('./feature-locales');
    expect(Object.keys(featureLocaleLoaders).length).toBeGreaterThan(0);
    for (const [file, load] of Object.entries(featureLocaleLoaders)) {
      const locales = await load();
      const keys = Object.keys(locales.zh).sort();
      expect(Object.keys(locales.zhtw).sort(), file).toEqual(keys);
      expect(Object.keys(locales.en).sort(), file).toEqual(keys);
      for (const key of keys) expect(zh, `${file} ${key}`).not.toHaveProperty(key);
    }
  });

  it('are loaded into the running catalogue', async () => {
    const { featureLocaleLoaders, loadFeatureLocales } = await import('./feature-locales');
    await loadFeatureLocales();
    for (const load of Object.values(featureLocaleLoaders)) {
      const locales = await load();
      for (const [key, text] of Object.entries(locales.en))
        expect(i18n.getResource('en', 'translation', key)).toBe(text);
    }
  });
});
