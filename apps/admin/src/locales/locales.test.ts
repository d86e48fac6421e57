import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCT_STATUSES } from '@coresense/shared';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import enUS from './en-US.ts';
import { pickLocale } from './index.ts';
import ptBR from './pt-BR.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';

const OTHERS: Record<string, Record<string, string>> = { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };

/** `{name}` marks that `t()` fills and `${label}` marks that antd's forms fill. */
function marks(text: string): string[] {
  return [...text.matchAll(/\$?\{\w+\}/g)].map((match) => match[0]).sort();
}

describe('back-office dictionaries', () => {
  test('every language has every key, none empty, and no key of its own', () => {
    const keys = Object.keys(zhCN).sort();
    for (const [name, value] of Object.entries(zhCN)) assert.ok(value.trim(), `zh-CN ${name} is empty`);
    for (const [locale, dictionary] of Object.entries(OTHERS)) {
      const own = Object.keys(dictionary).sort();
      assert.deepEqual(
        keys.filter((key) => !own.includes(key)),
        [],
        `missing in ${locale}`,
      );
      assert.deepEqual(
        own.filter((key) => !keys.includes(key)),
        [],
        `only in ${locale}`,
      );
      for (const [name, value] of Object.entries(dictionary))
        assert.ok(value.trim(), `${locale} ${name} is empty`);
    }
  });

  test('each translation keeps the placeholders of the Chinese text', () => {
    for (const [locale, dictionary] of Object.entries(OTHERS)) {
      for (const [key, text] of Object.entries(zhCN)) {
        assert.deepEqual(marks(dictionary[key] ?? ''), marks(text), `${locale} ${key}`);
      }
    }
  });
});

describe('words the site and the back-office share', () => {
  test('a lifecycle status and an enquiry kind have the site’s name in the back-office', () => {
    const site = { 'zh-CN': SITE_MESSAGES.zh_CN, 'en-US': SITE_MESSAGES.en_US };
    const admin = { 'zh-CN': zhCN, 'en-US': enUS };
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const status of PRODUCT_STATUSES) {
        assert.equal(admin[locale][`products.status.${status}`], site[locale][`status.${status}`], locale);
      }
    }
    assert.equal(zhCN['inbox.kind.contact'], '联系我们');
  });
});

describe('pickLocale', () => {
  test('takes the stored choice, else the browser language, mapping regions to the four languages', () => {
    assert.equal(pickLocale('pt-BR', 'en-US'), 'pt-BR');
    assert.equal(pickLocale(null, 'zh-TW'), 'zh-TW');
    assert.equal(pickLocale(null, 'zh-HK'), 'zh-TW');
    assert.equal(pickLocale(null, 'zh-Hant'), 'zh-TW');
    assert.equal(pickLocale(null, 'zh-Hans-CN'), 'zh-CN');
    assert.equal(pickLocale(null, 'zh'), 'zh-CN');
    assert.equal(pickLocale(null, 'pt'), 'pt-BR');
    assert.equal(pickLocale(null, 'pt-PT'), 'pt-BR');
    assert.equal(pickLocale(null, 'en-GB'), 'en-US');
    assert.equal(pickLocale('klingon', 'fr-FR'), 'zh-CN');
    assert.equal(pickLocale(null, undefined), 'zh-CN');
  });
});
