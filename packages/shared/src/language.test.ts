import { describe, expect, it } from 'vitest';
import { languageTag, resolveLanguage } from './language';
import { formatServerMessage } from './messages';

describe('resolveLanguage', () => {
  it('maps a Taiwanese or Hong Kong tag to traditional Chinese', () => {
    expect(resolveLanguage('zh-TW,zh;q=0.9')).toBe('zhtw');
    expect(resolveLanguage(['zh-HK'])).toBe('zhtw');
    expect(resolveLanguage('zh-Hant')).toBe('zhtw');
  });
  it('maps other Chinese tags to simplified Chinese and English tags to English', () => {
    expect(resolveLanguage('zh-CN')).toBe('zh');
    expect(resolveLanguage('en-GB,en;q=0.8')).toBe('en');
  });
  it('takes the first supported tag and defaults to zh', () => {
    expect(resolveLanguage('fr-FR,en;q=0.5')).toBe('en');
    expect(resolveLanguage('fr-FR')).toBe('zh');
    expect(resolveLanguage(undefined)).toBe('zh');
    expect(resolveLanguage('zhtw')).toBe('zhtw');
  });
  it('gives the header tag for each language', () => {
    expect(resolveLanguage(languageTag('zhtw'))).toBe('zhtw');
    expect(resolveLanguage(languageTag('en'))).toBe('en');
    expect(resolveLanguage(languageTag('zh'))).toBe('zh');
  });
});

describe('formatServerMessage', () => {
  it('fills placeholders in the chosen language', () => {
    expect(formatServerMessage('accountLockedFor', 'en', { minutes: 10 })).toContain('10 minutes');
    expect(formatServerMessage('accountLockedFor', 'zh', { minutes: 3 })).toContain('3分钟');
  });
  it('leaves unknown placeholders visible rather than dropping them', () => {
    expect(formatServerMessage('validation', 'en', { field: 'account' })).toBe('account: {reason}');
  });
});
