import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textDirection } from '../../app/lib/direction.ts';

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
