import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { blankOf } from './blank.ts';
import { investorI18n, productI18n } from './content.ts';

test('a text schema’s blank has every field, empty, so a new field reaches forms and fixtures', () => {
  assert.deepEqual(blankOf(productI18n), {
    name: '',
    model: '',
    summary: '',
    cover: '',
    images: [],
    features: [],
    specs: [],
    models: [],
    description: '',
    files: [],
  });
  assert.deepEqual(Object.keys(blankOf(investorI18n)), [
    'title',
    'summary',
    'content',
    'publishDate',
    'files',
  ]);
});

test('defaults, nullable, optional, enums and nested objects', () => {
  const schema = z.object({
    kind: z.enum(['a', 'b']),
    count: z.number().default(3),
    note: z.string().nullable(),
    hint: z.string().optional(),
    flag: z.boolean(),
    size: z.object({ width: z.number() }),
  });
  assert.deepEqual(blankOf(schema), { kind: 'a', count: 3, note: null, flag: false, size: { width: 0 } });
  assert.throws(() => blankOf(z.object({ at: z.date() })), /no blank for a date/);
});
