import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STORED_DIRECTION_SCRIPT, textDirection } from '../../app/lib/direction.ts';

test('Hebrew, Arabic, Persian and Kurdish locales are laid out right to left', () => {
  for (const locale of ['he', 'he-IL', 'ar', 'ar-EG', 'AR_sa', 'fa-IR', 'fa_AF', 'ku', 'ku-IQ']) {
    assert.equal(textDirection(locale), 'rtl', locale);
  }
});

test('the site languages and any other locale stay left to right', () => {
  for (const locale of ['zh-CN', 'zh_CN', 'en-US', 'en', 'pt-BR', 'fr-FR', 'hi-IN', 'ka-GE', '']) {
    assert.equal(textDirection(locale), 'ltr', locale);
  }
  assert.equal(textDirection(null), 'ltr');
  assert.equal(textDirection(undefined), 'ltr');
});

test('the inline head script turns the page right to left for exactly the stored locales textDirection does', () => {
  const cases: Array<{ storage?: string | null; cookie?: string; blocked?: boolean; search?: string }> = [
    { storage: 'ar-EG' },
    { storage: 'he_IL' },
    { storage: ' FA-ir ' },
    { storage: 'ku' },
    { storage: 'zh-CN', cookie: 'umi_locale=ar-EG' },
    { storage: 'en-US' },
    { storage: 'ka-GE' },
    { storage: '', cookie: 'umi_locale=ar-EG' },
    { storage: null, cookie: 'theme=dark; umi_locale=ar-EG' },
    { storage: null, cookie: 'umi_locale=en-US' },
    { storage: null, cookie: 'xumi_locale=ar-EG' },
    { storage: null },
    { blocked: true, cookie: 'umi_locale=he-IL' },
    { blocked: true },
    // A `lang` link stores the page's language in place of the locale (mirrorLocale).
    { storage: 'ar-EG', search: '?lang=zh-CN' },
    { storage: 'ar-EG', search: '?from=ad' },
  ];
  for (const { storage = null, cookie = '', blocked = false, search = '' } of cases) {
    const documentElement: { dir: string } = { dir: 'ltr' };
    const localStorage = {
      getItem(key: string) {
        if (blocked) throw new Error('storage is disabled');
        return key === 'umi_locale' ? storage : null;
      },
    };
    new Function('localStorage', 'document', 'location', STORED_DIRECTION_SCRIPT)(
      localStorage,
      { cookie, documentElement },
      { search },
    );
    const stored = new URLSearchParams(search).has('lang')
      ? 'zh-CN'
      : blocked
        ? cookieLocale(cookie)
        : (storage ?? cookieLocale(cookie));
    assert.equal(
      documentElement.dir,
      textDirection(stored),
      JSON.stringify({ storage, cookie, blocked, search }),
    );
  }
});

function cookieLocale(cookie: string): string | undefined {
  return cookie.match(/(?:^|;\s*)umi_locale=([^;]*)/)?.[1];
}
