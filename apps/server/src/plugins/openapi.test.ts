import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ALL_AUTHORITIES } from '@coresense/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import ajvDraft04, { type ValidateFunction } from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoContent } from '../seed/seed.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';

interface MediaType {
  schema: object;
}
interface Operation {
  operationId?: string;
  parameters?: { in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Schemas of OAS 3.0 read as the specification says: draft-04 keywords (a boolean
 * `exclusiveMinimum`), and `nullable` only beside a `type` (Ajv refuses it anywhere else).
 */
function documentReader() {
  // CommonJS modules whose export is also their `default`, which is what TypeScript sees here.
  const ajv = new ajvDraft04.default({ allErrors: true, strict: false });
  ajvFormats.default(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<object, ValidateFunction>();
  return (schema: object): ValidateFunction => {
    const known = compiled.get(schema);
    if (known) return known;
    const validate = ajv.compile(schema);
    compiled.set(schema, validate);
    return validate;
  };
}

/** What does not match the document in an answer of `method path` (a path as the document writes it). */
function mismatches(
  document: OpenApiDocument,
  read: ReturnType<typeof documentReader>,
  method: string,
  path: string,
  answer: LightMyRequestResponse,
): string[] {
  const at = `${method} ${path} ${answer.statusCode}`;
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return [`${method} ${path} is not documented`];
  const documented = operation.responses[String(answer.statusCode)];
  if (!documented) return [`${at}: status not documented`];
  const mediaType = String(answer.headers['content-type']).split(';')[0] ?? '';
  const content = documented.content?.[mediaType] ?? documented.content?.['*/*'];
  if (!content) return [`${at}: ${mediaType} not documented`];
  if (mediaType !== 'application/json') return [];
  const validate = read(content.schema);
  if (validate(answer.json())) return [];
  return (validate.errors ?? []).map((error) => `${at}: ${error.instancePath} ${error.message}`);
}

for (const backend of testBackends()) {
  describe(`the OpenAPI document (${backend.name})`, () => {
    const s = useTestApp(backend, {
      setup: async (t) => {
        await seedDemoContent({ db: t.app.db, services: t.app.services, fileStore: t.app.fileStore });
      },
    });
    let document: OpenApiDocument;
    let adminCookie: string;
    const read = documentReader();

    before(async () => {
      document = (await s.get('/api/docs/json')).body;
      ({ cookie: adminCookie } = await signedInStaff(s.app, ALL_AUTHORITIES));
    });

    test('it describes the public calls, and the browsable UI answers', async () => {
      for (const path of [
        '/api/v1/product/list',
        '/api/v1/product/detail/{id}',
        '/api/v1/news/detail',
        '/api/v1/investor/list',
        '/api/v1/other/data/data',
      ]) {
        assert.ok(document.paths[path], `${path} is documented`);
      }
      // Names client generators turn into functions.
      assert.equal(document.paths['/api/v1/product/detail/{id}']?.get?.operationId, 'getProductDetailById');
      const ui = await s.app.inject({ method: 'GET', url: '/api/docs' });
      assert.ok(ui.statusCode < 400, 'the browsable UI answers');
    });

    test("it passes Redocly's recommended rules without an error or a warning", async () => {
      const problems = await lintFromString({
        source: JSON.stringify(document),
        absoluteRef: '/api/docs/json',
        config: await createConfig({ extends: ['recommended'] }),
      });
      const errors = problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      assert.deepEqual(errors, []);
      // The sign-in providers' redirects answer 302 and nothing else, by their nature; and the
      // company's own API comes with no licence to name.
      const redirects = /^#\/paths\/~1api~1(login|v1)~1oidc~1\{provider\}(~1callback)?\/get\/responses$/;
      const warnings = problems
        .filter((problem) => problem.severity === 'warn' && problem.ruleId !== 'info-license')
        .filter(
          (problem) =>
            !(
              problem.ruleId === 'operation-2xx-response' &&
              redirects.test(problem.location[0]?.pointer ?? '')
            ),
        )
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      assert.deepEqual(warnings, []);
      assert.ok(
        Object.keys(document.paths).every((path) => !path.includes('*')),
        'the page catch-alls are not API calls',
      );
    });

    test('every parameterless GET under /api/v1 answers what the document says, signed in or not', async () => {
      const paths = Object.entries(document.paths)
        .filter(([path, methods]) => {
          const required = (methods.get?.parameters ?? []).some((parameter) => parameter.required);
          return path.startsWith('/api/v1/') && !path.includes('{') && methods.get && !required;
        })
        .map(([path]) => path);
      assert.ok(paths.length > 40, `found ${paths.length} calls`);
      const problems: string[] = [];
      const statuses = { anonymous: new Set<number>(), admin: new Set<number>() };
      for (const path of paths) {
        for (const lang of ['zh_CN', 'en_US']) {
          for (const [who, headers] of [
            ['anonymous', {}],
            ['admin', { cookie: adminCookie }],
          ] as const) {
            const answer = await s.app.inject({ method: 'GET', url: `${path}?lang=${lang}`, headers });
            statuses[who].add(answer.statusCode);
            problems.push(...mismatches(document, read, 'GET', path, answer));
          }
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual([...statuses.admin], [200], 'the administrator reads every one');
      assert.deepEqual([...statuses.anonymous].sort(), [200, 401], 'the back-office refuses a visitor');
    });

    test('the error answers of reads, downloads and bodies are in the document, as JSON envelopes', async () => {
      const json = { 'content-type': 'application/json' };
      const cases = [
        { method: 'GET', path: '/api/v1/news/detail', url: '/api/v1/news/detail?id=99999', status: 404 },
        { method: 'GET', path: '/api/v1/news/detail', url: '/api/v1/news/detail?id=abc', status: 400 },
        { method: 'GET', path: '/api/v1/news/list', url: '/api/v1/news/list?pageSize=abc', status: 400 },
        {
          method: 'GET',
          path: '/api/v1/product/detail/{id}',
          url: '/api/v1/product/detail/99999',
          status: 404,
        },
        {
          method: 'GET',
          path: '/api/v1/common/download',
          url: '/api/v1/common/download?id=99999',
          status: 404,
        },
        {
          method: 'GET',
          path: '/api/v1/admin/enquiries/export.csv',
          url: '/api/v1/admin/enquiries/export.csv',
          status: 401,
        },
        {
          method: 'GET',
          path: '/api/v1/admin/contracts/{id}/pdf',
          url: '/api/v1/admin/contracts/99999/pdf',
          headers: { cookie: adminCookie },
          status: 404,
        },
        {
          method: 'POST',
          path: '/api/v1/contact/us/submit',
          url: '/api/v1/contact/us/submit',
          headers: { 'content-type': 'text/csv' },
          payload: 'name,email',
          status: 415,
        },
        {
          method: 'POST',
          path: '/api/v1/admin/news',
          url: '/api/v1/admin/news',
          headers: { ...json, cookie: adminCookie },
          payload: JSON.stringify({ padding: 'x'.repeat(3 * 1024 * 1024) }),
          status: 413,
        },
        {
          method: 'PUT',
          path: '/api/v1/account/profile',
          url: '/api/v1/account/profile',
          headers: { ...json, cookie: adminCookie },
          payload: '{"name":',
          status: 400,
        },
      ] as const;
      const problems: string[] = [];
      for (const { method, path, url, status, ...request } of cases) {
        const answer = await s.app.inject({ method, url, ...request });
        assert.equal(answer.statusCode, status, `${method} ${url}`);
        problems.push(...mismatches(document, read, method, path, answer));
      }
      assert.deepEqual(problems, []);
    });
  });
}
