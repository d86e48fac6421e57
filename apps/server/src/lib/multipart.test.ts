import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signedInStaff } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';

/* Issue 23, D1: a multipart body the parser cannot read is the client's fault, on every upload route. */

const BOUNDARY = '----coresense-test-boundary';
const WITH_BOUNDARY = `multipart/form-data; boundary=${BOUNDARY}`;
const FILE_PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';

const MALFORMED = [
  { body: 'without a boundary', contentType: 'multipart/form-data', payload: 'abc' },
  { body: 'with an empty boundary', contentType: 'multipart/form-data; boundary=', payload: 'abc' },
  { body: 'without its boundary anywhere', contentType: WITH_BOUNDARY, payload: 'abc' },
  {
    body: 'cut short inside a file',
    contentType: WITH_BOUNDARY,
    payload: `${FILE_PART_HEAD}%PDF-1.7 half a fi`,
  },
  {
    body: 'cut short inside a part header',
    contentType: WITH_BOUNDARY,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
  },
];

const OTHER_TYPES = [
  [`multipart/mixed; boundary=${BOUNDARY}`, `${FILE_PART_HEAD}%PDF-1.7\r\n--${BOUNDARY}--\r\n`],
  ['text/plain', 'a CV'],
  ['application/json', '{}'],
] as const;

const MESSAGES = { en_US: 'The request is not valid', zh_CN: '请求参数有误' };

for (const backend of testBackends()) {
  describe(`malformed multipart bodies (${backend.name})`, () => {
    let cookie: string;
    const s = useTestApp(backend, {
      setup: async (t) => {
        cookie = (await signedInStaff(t.app, ['files:write'])).cookie;
      },
    });
    const routes = [
      { url: '/api/v1/recruit/apply', signedIn: false },
      { url: '/api/v1/admin/files', signedIn: true },
      { url: '/api/v1/account/avatar', signedIn: true },
    ];
    const post = (route: (typeof routes)[number], query: string, contentType: string, payload: string) =>
      s.app.inject({
        method: 'POST',
        url: `${route.url}?${query}`,
        headers: { 'content-type': contentType, ...(route.signedIn ? { cookie } : {}) },
        payload,
      });

    for (const route of routes) {
      test(`${route.url}: a body the parser cannot read is 400 in the envelope, in the request's language`, async () => {
        for (const { body, contentType, payload } of MALFORMED) {
          for (const [lang, message] of Object.entries(MESSAGES)) {
            const response = await post(route, `lang=${lang}`, contentType, payload);
            assert.equal(response.statusCode, 400, `${body} (${lang}): ${response.body}`);
            assert.deepEqual(response.json(), { success: false, code: 'VALIDATION_ERROR', message }, body);
          }
        }
        const stored = await s.db.selectFrom('files').select('id').execute();
        assert.deepEqual(stored, [], 'no file was kept');
        const applications = await s.db.selectFrom('enquiries').select('id').execute();
        assert.deepEqual(applications, [], 'no application was kept');
      });

      test(`${route.url}: another body type is 415 in the envelope`, async () => {
        for (const [contentType, payload] of OTHER_TYPES) {
          const response = await post(route, 'lang=en_US', contentType, payload);
          assert.equal(response.statusCode, 415, `${contentType}: ${response.body}`);
          assert.deepEqual(response.json(), {
            success: false,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Unsupported content type',
          });
        }
      });
    }
  });
}
