import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlToText, valueDiff, valueToText, wordDiff } from './word-diff.ts';

describe('wordDiff', () => {
  it('marks whole words added and removed, the rest kept', () => {
    assert.deepEqual(wordDiff('Sensor launch in Berlin', 'Sensor launch in Munich'), [
      { kind: 'same', text: 'Sensor launch in ' },
      { kind: 'del', text: 'Berlin' },
      { kind: 'ins', text: 'Munich' },
    ]);
  });

  it('counts each Han character as a word', () => {
    assert.deepEqual(wordDiff('新品发布会', '新品推介会'), [
      { kind: 'same', text: '新品' },
      { kind: 'del', text: '发布' },
      { kind: 'ins', text: '推介' },
      { kind: 'same', text: '会' },
    ]);
  });

  it('shows a text added from nothing as one insertion, and equal texts as kept', () => {
    assert.deepEqual(wordDiff('', 'New title'), [{ kind: 'ins', text: 'New title' }]);
    assert.deepEqual(wordDiff('Same', 'Same'), [{ kind: 'same', text: 'Same' }]);
    assert.deepEqual(wordDiff('', ''), []);
  });
});

describe('htmlToText', () => {
  it('keeps the words of rich text: blocks on their own lines, tags gone, entities read', () => {
    assert.equal(
      htmlToText(
        '<h2>Title</h2><p>Fast &amp; <strong>small</strong>&nbsp;sensor</p><p><img src="/a.png" alt="chip"></p>',
      ),
      'Title\nFast & small sensor\nchip',
    );
  });

  it('reads numeric entities and line breaks', () => {
    assert.equal(htmlToText('a&#8211;b<br>c'), 'a–b\nc');
  });
});

describe('valueDiff', () => {
  it('diffs rich text by its words, not its markup', () => {
    const parts = valueDiff('<p>The <em>old</em> body</p>', '<p>The <strong>new</strong> body</p>');
    assert.deepEqual(parts, [
      { kind: 'same', text: 'The ' },
      { kind: 'del', text: 'old' },
      { kind: 'ins', text: 'new' },
      { kind: 'same', text: ' body' },
    ]);
  });

  it('shows numbers, switches and lists as text, and absent values as nothing', () => {
    assert.equal(valueToText(true), 'true');
    assert.equal(valueToText(3), '3');
    assert.equal(valueToText(null), '');
    assert.equal(valueToText(['a']), '[\n "a"\n]');
    assert.deepEqual(valueDiff(null, 'x'), [{ kind: 'ins', text: 'x' }]);
  });
});
