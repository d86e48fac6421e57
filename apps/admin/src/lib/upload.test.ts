import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatBytes, previewSrc, toFileRef } from './upload.ts';

describe('upload helpers', () => {
  it('previews a stored image through the back-office file route', () => {
    assert.equal(previewSrc('/media/42/cover%20image.webp'), '/api/v1/admin/files/42/content');
    assert.equal(previewSrc('https://cdn.example/a.png'), 'https://cdn.example/a.png');
    assert.equal(previewSrc(''), '');
  });

  it('keeps only the reference fields content stores', () => {
    assert.deepEqual(
      toFileRef({
        id: 3,
        name: 'a.pdf',
        size: 10,
        url: '/api/v1/common/download?id=3',
        mime: 'application/pdf',
        mediaUrl: '/media/3/a.pdf',
      } as never),
      { id: 3, name: 'a.pdf', size: 10, url: '/api/v1/common/download?id=3' },
    );
  });

  it('writes sizes the way people read them', () => {
    assert.equal(formatBytes(512), '512 B');
    assert.equal(formatBytes(5734), '5.6 KB');
    assert.equal(formatBytes(3 * 1024 * 1024), '3.0 MB');
  });
});
