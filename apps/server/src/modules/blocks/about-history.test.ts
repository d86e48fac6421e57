import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { callApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/* The About history's times are `YYYY` or `YYYY-MM` naming a real month (issue 11). */

const about = (time: string) => ({
  type: 'about',
  data: {
    introduction: '<p>CoreSense</p>',
    history: [{ time, title: 'Founded', description: '' }],
    subsidiaries: [],
  },
});

for (const backend of testBackends()) {
  describe(`About history times (${backend.name})`, () => {
    const s = useTestApp(backend);
    let cookie: string;
    before(async () => {
      ({ cookie } = await signedInStaff(s.app, ['blocks:write']));
    });
    const save = (time: string) =>
      callApi(s.app, 'POST', '/api/v1/other/data/edit?lang=en_US', { cookie, payload: about(time) });

    test('month 13, month 00 and a day are refused on the field', async () => {
      for (const time of ['2024-13', '2024-00', '2024-1', '2024-05-01']) {
        const answer = await save(time);
        assert.equal(answer.status, 400, time);
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          ['data.history.0.time'],
          time,
        );
      }
    });

    test('a year and a real month are saved', async () => {
      assert.equal((await save('2024')).status, 200);
      assert.equal((await save('2024-12')).status, 200);
      const stored = JSON.parse((await s.get('/api/v1/about/us/data?lang=en_US')).body.data);
      assert.equal(stored.history[0].time, '2024-12');
    });
  });
}
