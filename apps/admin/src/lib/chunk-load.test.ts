import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isChunkLoadError, loadChunk } from './chunk-load.ts';

describe('loadChunk', () => {
  it('answers the module when it arrives in time', async () => {
    assert.deepEqual(await loadChunk(async () => ({ Component: 'page' }), 50), { Component: 'page' });
  });

  it('raises a chunk load error when the chunk takes too long', async () => {
    const never = () => new Promise<never>(() => {});
    await assert.rejects(
      loadChunk(never, 20),
      (error) => isChunkLoadError(error) && /timed out/.test(error.message),
    );
  });

  it('raises a chunk load error when the chunk fails', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await assert.rejects(
      loadChunk(failing, 1000),
      (error) => isChunkLoadError(error) && /failed/.test(error.message),
    );
  });
});
