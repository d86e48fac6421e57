import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeRichText } from './rich-text.ts';

test('script, event handlers and javascript: links are removed', () => {
  const dirty =
    '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src="x" onerror="alert(1)"></p>';
  const clean = sanitizeRichText(dirty);
  assert.doesNotMatch(clean, /script|onclick|onerror|javascript:/);
  assert.match(clean, /<p>Hello/);
});

test('ordinary formatting, tables, local images and links survive', () => {
  const html =
    '<h2>Specs</h2><ul><li><strong>±2 g</strong></li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="/media/3/chip.svg" alt="chip" width="320" height="200"><a href="/product" target="_blank">more</a>';
  const clean = sanitizeRichText(html);
  assert.match(clean, /<h2>Specs<\/h2>/);
  assert.match(clean, /<td colspan="2">x<\/td>/);
  assert.match(clean, /<img src="\/media\/3\/chip.svg" alt="chip" width="320" height="200" \/>/);
  assert.match(clean, /<a href="\/product" target="_blank" rel="noopener noreferrer">more<\/a>/);
});

test('inline styles and iframes are dropped', () => {
  const clean = sanitizeRichText(
    '<p style="position:fixed">a</p><iframe src="https://evil.example"></iframe>',
  );
  assert.equal(clean, '<p>a</p>');
});
