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

test('the editor’s specification tables and captioned images pass unchanged', () => {
  const html =
    '<table><thead><tr><th>Parameter</th><th scope="col">Value</th></tr></thead><tbody><tr><td rowspan="2">Range</td><td>±2 g</td></tr><tr><td colspan="1">±4 g</td></tr></tbody></table>' +
    '<figure><img src="/media/3/chip.svg" alt="chip" /><figcaption>The <em>CSA-3110</em> die</figcaption></figure>' +
    '<h2>a</h2><h3>b</h3><h4>c</h4><p>H<sub>2</sub>O, m/s<sup>2</sup></p>';
  assert.equal(sanitizeRichText(html), html);
});

test('hostile attributes on tables and figures still go', () => {
  const clean = sanitizeRichText(
    '<table style="width:expression(alert(1))" onmouseover="x()"><colgroup><col style="min-width:25px"></colgroup><tbody><tr><td onclick="x()" style="background:url(javascript:alert(1))" class="MsoNormal" colwidth="90">a</td></tr></tbody></table>' +
      '<figure onclick="x()"><img src="javascript:alert(1)" onerror="x()"><figcaption onmouseover="x()"><a href="javascript:alert(1)">b</a> <a href="JaVaScRiPt&colon;alert(1)">c</a></figcaption></figure><h1>d</h1><h5>e</h5>',
  );
  assert.equal(
    clean,
    '<table><tbody><tr><td>a</td></tr></tbody></table><figure><img /><figcaption><a>b</a> <a>c</a></figcaption></figure>de',
  );
});
