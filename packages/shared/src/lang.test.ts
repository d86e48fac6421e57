import assert from 'node:assert/strict';
import { test } from 'node:test';
import { langFromAcceptLanguage, pageLangFromAcceptLanguage, parseLang } from './lang.ts';

test('both spellings of each language are accepted, nothing else', () => {
  assert.equal(parseLang('zh_CN'), 'zh_CN');
  assert.equal(parseLang('zh-CN'), 'zh_CN');
  assert.equal(parseLang('en_US'), 'en_US');
  assert.equal(parseLang('en-US'), 'en_US');
  assert.equal(parseLang('fr_FR'), undefined);
  assert.equal(parseLang('__proto__'), undefined);
});

test('Accept-Language picks the preferred supported language by quality', () => {
  assert.equal(langFromAcceptLanguage('fr-FR,fr;q=0.9,en-GB;q=0.8,zh;q=0.7'), 'en_US');
  assert.equal(langFromAcceptLanguage('en;q=0.5, zh-TW;q=0.9'), 'zh_CN');
  assert.equal(langFromAcceptLanguage('de-DE'), undefined);
  assert.equal(langFromAcceptLanguage('en;q=0'), undefined);
  assert.equal(langFromAcceptLanguage(undefined), undefined);
});

test('a page is English for a browser that asks for neither language, Chinese when it sends nothing', () => {
  assert.equal(pageLangFromAcceptLanguage('fr-FR,de;q=0.8'), 'en_US');
  assert.equal(pageLangFromAcceptLanguage('fr, zh;q=0.5'), 'zh_CN');
  assert.equal(pageLangFromAcceptLanguage('de, en-GB;q=0.3, zh-TW;q=0.2'), 'en_US');
  assert.equal(pageLangFromAcceptLanguage('fr-CA, *;q=0.5'), 'en_US');
  assert.equal(pageLangFromAcceptLanguage(undefined), undefined);
  assert.equal(pageLangFromAcceptLanguage(''), undefined);
  // What Node's fetch sends when the caller names no language: no preference at all.
  assert.equal(pageLangFromAcceptLanguage('*'), undefined);
});
