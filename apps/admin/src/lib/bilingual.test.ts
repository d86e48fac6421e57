import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compactI18n, copyLanguage, filledLangs, isBlank, langOfField } from './bilingual.ts';

describe('isBlank', () => {
  it('sees through whitespace, empty rich text and empty rows', () => {
    assert.equal(isBlank({ name: '  ', description: '<p><br></p>', specs: [{ name: '', value: '' }] }), true);
    assert.equal(isBlank({ name: '', description: '<p>&nbsp;</p>' }), true);
  });

  it('counts any typed text, an image or a number', () => {
    assert.equal(isBlank({ name: 'x' }), false);
    assert.equal(isBlank({ description: '<p><img src="/media/1/a.png"></p>' }), false);
    assert.equal(isBlank({ specs: [{ name: '', value: '3 V' }] }), false);
    assert.equal(isBlank({ headcount: 0 }), false);
  });
});

describe('filledLangs and compactI18n', () => {
  const i18n = { zh_CN: { name: '压力传感器', summary: '' }, en_US: { name: ' ', summary: '' } };

  it('keeps only the languages with content', () => {
    assert.deepEqual(filledLangs(i18n), ['zh_CN']);
    assert.deepEqual(compactI18n(i18n), { zh_CN: { name: '压力传感器', summary: '' } });
  });

  it('answers nothing for a record with no text', () => {
    assert.deepEqual(filledLangs(undefined), []);
    assert.deepEqual(compactI18n({ zh_CN: { name: '' } }), {});
  });
});

describe('copyLanguage', () => {
  it('copies deeply so editing the copy leaves the source alone', () => {
    const i18n = { zh_CN: { name: '芯片', specs: [{ name: '电压', value: '3 V' }] } };
    const copy = copyLanguage(i18n, 'zh_CN');
    assert.deepEqual(copy, i18n.zh_CN);
    copy!.specs[0]!.value = '5 V';
    assert.equal(i18n.zh_CN.specs[0]!.value, '3 V');
  });
});

describe('langOfField', () => {
  it('finds the language in a server field path', () => {
    assert.equal(langOfField('i18n.en_US.specs.0.name'), 'en_US');
    assert.equal(langOfField('i18n.zh_CN'), 'zh_CN');
    assert.equal(langOfField('classifyId'), undefined);
  });
});
