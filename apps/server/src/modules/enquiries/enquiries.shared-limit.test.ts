import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Config } from '../../config.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const CONTACT = '/api/v1/contact/us/submit';
const ASK = '/api/v1/product/ask';

/** An address of its own per run, so counters left in a shared Redis by other runs do not count. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const form = {
  name: '张伟',
  email: 'zhang.wei@example.com',
  phone: '+86 510 8888 0000',
  mind: 'Shared limit',
};

/** In memory always; through Redis too when `TEST_REDIS_URL` names one. */
function limitStores(): Array<{ name: string; config: Partial<Config> }> {
  const stores = [{ name: 'memory', config: {} }];
  const redisUrl = process.env.TEST_REDIS_URL;
  return redisUrl ? [...stores, { name: 'redis', config: { redisUrl } }] : stores;
}

for (const backend of testBackends()) {
  for (const store of limitStores()) {
    describe(`the contact form and product enquiries share one limit per address (${backend.name}, ${store.name})`, () => {
      const s = useTestApp(backend, {
        config: { ...store.config, enquiryRateLimit: { max: 3, windowSeconds: 60 } },
      });
      const send = (url: string, remoteAddress: string) =>
        s.app.inject({ method: 'POST', url: `${url}?lang=en_US`, payload: form, remoteAddress });

      test('switching forms does not add to the allowance', async () => {
        const visitor = address();
        assert.equal((await send(CONTACT, visitor)).statusCode, 200);
        assert.equal((await send(ASK, visitor)).statusCode, 200);
        assert.equal((await send(CONTACT, visitor)).statusCode, 200);

        for (const url of [ASK, CONTACT]) {
          const limited = await send(url, visitor);
          assert.equal(limited.statusCode, 429, url);
          assert.equal(limited.json().code, 'RATE_LIMITED');
          const retryAfter = Number(limited.headers['retry-after']);
          assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
        }
        const stored = await s.db.selectFrom('enquiries').select('kind').where('ip', '=', visitor).execute();
        assert.equal(stored.length, 3, 'only the allowed submissions were stored');

        assert.equal((await send(ASK, address())).statusCode, 200, 'another address is served');
      });
    });
  }
}
