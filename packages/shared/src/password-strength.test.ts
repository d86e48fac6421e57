import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { passwordStrength, refuseWeakPassword } from './password-strength.ts';

test('common, sequential and whitespace-only passwords are weak; long phrases are strong', () => {
  for (const weak of ['12345678', 'password', '        ', 'qwertyuiop', 'Passw0rd!', 'admin123', '\t \n ']) {
    assert.equal(passwordStrength(weak), 'weak', JSON.stringify(weak));
  }
  for (const strong of ['correct horse battery staple', 'a long enough password', 'Tr0ub4dor&3x']) {
    assert.equal(passwordStrength(strong), 'strong', strong);
  }
  assert.equal(passwordStrength('monkey1234x'), 'medium');
});

test("the user's own name counts as guessable", () => {
  assert.notEqual(passwordStrength('zhangwei-1987'), 'weak');
  assert.equal(passwordStrength('zhangwei-1987', ['zhangwei-1987']), 'weak');
});

test('the refinement reports a weak password on its field and leaves an absent one alone', () => {
  const schema = z
    .object({ username: z.string(), password: z.string().nullish() })
    .superRefine(refuseWeakPassword('password', ['username']));
  const refused = schema.safeParse({ username: 'li', password: 'password' });
  assert.equal(refused.success, false);
  assert.deepEqual(
    refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    [['password', 'weakPassword']],
  );
  assert.equal(schema.safeParse({ username: 'li', password: null }).success, true);
  assert.equal(schema.safeParse({ username: 'li', password: 'correct horse battery staple' }).success, true);
});
