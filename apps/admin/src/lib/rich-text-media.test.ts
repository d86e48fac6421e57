import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editorImageSource, fromEditorHtml, toEditorHtml } from './rich-text-media.ts';

const stored =
  '<p>Die:</p><p><img alt="die" src="/media/17/die%20shot.webp" width="300"></p><img src="https://x.example/a.png">';

describe('images in rich text', () => {
  it('shows stored images through the staff file route while editing', () => {
    const editing = toEditorHtml(stored);
    assert.match(
      editing,
      /<img alt="die" src="\/api\/v1\/admin\/files\/17\/content" data-media-src="\/media\/17\/die%20shot.webp" width="300">/,
    );
    assert.match(editing, /<img src="https:\/\/x.example\/a.png">/, 'other images are left alone');
  });

  it('gives back exactly the stored HTML', () => {
    assert.equal(fromEditorHtml(toEditorHtml(stored)), stored);
  });

  it('keeps the public address of a new upload, whatever order the browser writes attributes in', () => {
    assert.deepEqual(editorImageSource('/media/9/chip.png'), {
      src: '/api/v1/admin/files/9/content',
      mediaSrc: '/media/9/chip.png',
    });
    const reordered =
      '<img data-media-src="/media/9/chip.png" alt="x" src="/api/v1/admin/files/9/content" style="width: 50%;">';
    assert.equal(fromEditorHtml(reordered), '<img alt="x" src="/media/9/chip.png" style="width: 50%;">');
  });
});
