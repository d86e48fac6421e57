import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isoIn } from './site-day.ts';

describe('isoIn', () => {
  test('writes a moment on a zone’s clock with that day’s offset', () => {
    assert.equal(isoIn('Asia/Shanghai', '2026-02-10T23:30:00.000Z'), '2026-02-11T07:30:00+08:00');
    // Summer and winter time in one zone; a zone behind UTC; a zone half an hour off.
    assert.equal(isoIn('Europe/Berlin', '2026-07-01T12:00:00Z'), '2026-07-01T14:00:00+02:00');
    assert.equal(isoIn('Europe/Berlin', '2026-01-01T12:00:00Z'), '2026-01-01T13:00:00+01:00');
    assert.equal(isoIn('America/New_York', '2026-01-01T03:00:00.999Z'), '2025-12-31T22:00:00-05:00');
    assert.equal(isoIn('Asia/Kolkata', '2026-01-01T00:00:00Z'), '2026-01-01T05:30:00+05:30');
  });
});
