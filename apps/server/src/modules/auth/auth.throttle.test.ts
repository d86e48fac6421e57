import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

function login(username: string, password: string, remoteAddress: string): InjectOptions {
  return {
    method: 'POST',
    url: '/api/login/account?lang=en_US',
    payload: { username, password, type: 'account' },
    remoteAddress,
  };
}

for (const backend of testBackends()) {
  describe(`failed sign-ins from elsewhere do not lock the owner out (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('an attacker’s failures throttle the attacker’s address only; the owner signs in from theirs', async () => {
      const staff = await createStaff(s.app);
      for (let attempt = 1; attempt <= 6; attempt++) {
        await s.app.inject(login(staff.username, `guess ${attempt}`, ATTACKER));
      }
      const attacker = await s.app.inject(login(staff.username, staff.password, ATTACKER));
      assert.equal(attacker.statusCode, 429, 'the guessing address is held up, even with the right password');
      assert.equal(attacker.json().code, 'RATE_LIMITED');
      assert.ok(Number(attacker.headers['retry-after']) > 14 * 60);

      const owner = await s.app.inject(login(staff.username, staff.password, OWNER));
      assert.equal(owner.statusCode, 200, 'the owner, from their own address, is not locked out');
      assert.equal(owner.json().status, 'ok');

      const stillLocked = await s.app.inject(login(staff.username, staff.password, ATTACKER));
      assert.equal(stillLocked.statusCode, 429, "the owner's success does not lift the attacker's lock");
    });

    test('each address still gets only 5 tries for a username, and its own success forgives them', async () => {
      const staff = await createStaff(s.app);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await s.app.inject(login(staff.username, 'wrong', OWNER));
        assert.equal(response.statusCode, 401, `attempt ${attempt}`);
      }
      assert.equal((await s.app.inject(login(staff.username, staff.password, OWNER))).statusCode, 429);

      const other = await createStaff(s.app);
      for (let attempt = 1; attempt <= 4; attempt++)
        await s.app.inject(login(other.username, 'wrong', OWNER));
      assert.equal((await s.app.inject(login(other.username, other.password, OWNER))).statusCode, 200);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await s.app.inject(login(other.username, 'wrong', OWNER));
        assert.equal(response.statusCode, 401, `attempt ${attempt} after the success`);
      }
    });
  });
}
