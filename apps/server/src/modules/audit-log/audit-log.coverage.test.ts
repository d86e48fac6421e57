import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_AUTHORITIES } from '@coresense/shared';
import { callApi } from '../../test-support/admin-api.ts';
import { createStaff, signIn } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import type { JsonResponse } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { pendingMail } from '../mail/mail.outbox.ts';

/*
 * Every write through the back-office leaves an audit entry naming its record (issue 11): the
 * write routes are read from the OpenAPI document, so a new route without a case here fails.
 */

const BOUNDARY = '----coresense-audit-boundary';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

const CONTENT = ['products', 'product-categories', 'applications', 'news', 'investor', 'recruit', 'comments'];

interface Case {
  action: string;
  resource: string;
  /** The record's name the entry must carry (issue 23 item 22: no "#3" where a record has a name). */
  title?: string;
  run: () => Promise<JsonResponse>;
}

/** `POST /api/v1/admin/news/{id}` and friends: the back-office's writes, sign-in and sign-out. */
function isBackOfficeWrite(method: string, path: string): boolean {
  if (!['post', 'put', 'patch', 'delete'].includes(method)) return false;
  return (
    path.startsWith('/api/v1/admin/') || path === '/api/v1/other/data/edit' || path.startsWith('/api/login/')
  );
}

for (const backend of testBackends()) {
  describe(`every back-office write is audited (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: ALL_AUTHORITIES,
    });
    const { editor: admin } = s;

    const entries = async () =>
      (await admin.get('/api/v1/admin/audit-log?pageSize=100&sortOrder=descend')).body.data.list as {
        action: string;
        resource: string;
        title: string;
        username: string;
      }[];

    const entryCount = async () =>
      (await admin.get('/api/v1/admin/audit-log?pageSize=1')).body.data.total as number;

    test('each write route records one entry with a readable title', async () => {
      const doc = (await s.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
      const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => isBackOfficeWrite(method, path))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
      assert.ok(routes.length > 20, `found ${routes.length} write routes`);

      const cases = new Map<string, Case[]>();
      const add = (route: string, each: Case) => cases.set(route, [...(cases.get(route) ?? []), each]);

      // Content records: re-saving an existing record's own shape, then deleting it.
      const contentIds: Record<string, number> = {
        products: s.catalogue.products.retired,
        'product-categories': s.catalogue.categories.hidden,
        applications: s.other.applications.hidden,
        news: s.news.hidden,
        investor: s.other.investor.hidden,
        recruit: s.other.recruit.hidden,
        comments: s.other.comments.hidden,
      };
      const trashCases: Array<() => Promise<void>> = [];
      for (const resource of CONTENT) {
        const url = `/api/v1/admin/${resource}`;
        const record = (await admin.get(`${url}/${contentIds[resource]}`)).body.data;
        const title = record.i18n.zh_CN.title ?? record.i18n.zh_CN.name ?? record.i18n.zh_CN.position;
        assert.ok(title, `${resource} has a title`);
        let createdId = 0;
        add(`POST /api/v1/admin/${resource}`, {
          action: 'create',
          resource,
          title,
          run: async () => {
            const answer = await admin.post(url, record);
            createdId = answer.body.data?.id;
            return answer;
          },
        });
        add(`PUT /api/v1/admin/${resource}/{id}`, {
          action: 'update',
          resource,
          title,
          run: () => admin.put(`${url}/${createdId}`, { ...record, enabled: !record.enabled }),
        });
        add(`POST /api/v1/admin/${resource}/{id}/versions/{v}/restore`, {
          action: 'restore',
          resource,
          title,
          run: () => admin.post(`${url}/${createdId}/versions/1/restore`, {}),
        });
        add(`POST /api/v1/admin/${resource}/{id}/unpublish`, {
          action: 'unpublish',
          resource,
          title,
          run: () => admin.post(`${url}/${createdId}/unpublish`, { langs: ['en_US'] }),
        });
        add(`POST /api/v1/admin/${resource}/{id}/publish`, {
          action: 'publish',
          resource,
          title,
          run: () => admin.post(`${url}/${createdId}/publish`, { langs: ['en_US'] }),
        });
        add(`POST /api/v1/admin/${resource}/{id}/publish`, {
          action: 'schedule-publish',
          resource,
          title,
          run: () =>
            admin.post(`${url}/${createdId}/publish`, {
              langs: ['zh_CN'],
              at: new Date(Date.now() + 3_600_000).toISOString(),
            }),
        });
        // The update above turned `enabled` over: this turns it back.
        add(`POST /api/v1/admin/${resource}/{id}/visibility`, {
          action: record.enabled ? 'show' : 'hide',
          resource,
          title,
          run: () => admin.post(`${url}/${createdId}/visibility`, { enabled: record.enabled }),
        });
        add(`POST /api/v1/admin/${resource}/{id}/preview`, {
          action: 'preview',
          resource,
          title,
          run: () => admin.post(`${url}/${createdId}/preview`, { lang: 'en_US' }),
        });
        add(`DELETE /api/v1/admin/${resource}/{id}`, {
          action: 'delete',
          resource,
          title,
          run: () => admin.delete(`${url}/${createdId}`),
        });
        // The delete above puts it in the trash, whose routes run after every content route.
        trashCases.push(async () => {
          add('POST /api/v1/admin/trash/{resource}/{id}/restore', {
            action: 'restore-from-trash',
            resource,
            title,
            run: () => admin.post(`/api/v1/admin/trash/${resource}/${createdId}/restore`, {}),
          });
          const doomed = (await admin.post(url, record)).body.data.id;
          assert.equal((await admin.delete(`${url}/${doomed}`)).status, 200);
          add('DELETE /api/v1/admin/trash/{resource}/{id}', {
            action: 'purge',
            resource,
            title,
            run: () => admin.delete(`/api/v1/admin/trash/${resource}/${doomed}`),
          });
        });
      }
      for (const addCases of trashCases) await addCases();

      // Parameter definitions have a unique key and no `enabled`: a new one, relabelled, deleted.
      const parameter = {
        key: 'auditedRange',
        type: 'number',
        unit: 'g',
        i18n: { zh_CN: { label: '量程' }, en_US: { label: 'Range' } },
      };
      let parameterId = 0;
      add('POST /api/v1/admin/product-parameters', {
        action: 'create',
        resource: 'product-parameters',
        title: '量程',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/product-parameters', parameter);
          parameterId = answer.body.data?.id;
          return answer;
        },
      });
      add('PUT /api/v1/admin/product-parameters/{id}', {
        action: 'update',
        resource: 'product-parameters',
        title: '量程',
        run: () => admin.put(`/api/v1/admin/product-parameters/${parameterId}`, { ...parameter, sort: 5 }),
      });
      add('DELETE /api/v1/admin/product-parameters/{id}', {
        action: 'delete',
        resource: 'product-parameters',
        title: '量程',
        run: () => admin.delete(`/api/v1/admin/product-parameters/${parameterId}`),
      });

      let roleId = 0;
      add('POST /api/v1/admin/roles', {
        action: 'create',
        resource: 'roles',
        title: 'Auditors',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/roles', {
            name: 'Auditors',
            authorities: ['news:read'],
          });
          roleId = answer.body.data?.id;
          return answer;
        },
      });
      add('PUT /api/v1/admin/roles/{id}', {
        action: 'update',
        resource: 'roles',
        title: 'Auditors',
        run: () =>
          admin.put(`/api/v1/admin/roles/${roleId}`, { name: 'Auditors', authorities: ['news:write'] }),
      });
      add('DELETE /api/v1/admin/roles/{id}', {
        action: 'delete',
        resource: 'roles',
        title: 'Auditors',
        run: () => admin.delete(`/api/v1/admin/roles/${roleId}`),
      });

      let staffId = 0;
      const staffBody = {
        username: 'audited-user',
        name: 'Audited User',
        email: 'audited@example.com',
        phone: '',
        avatar: '',
        enabled: true,
        roleIds: [],
        password: 'a long enough password for audit',
      };
      add('POST /api/v1/admin/staff', {
        action: 'create',
        resource: 'staff',
        title: 'Audited User',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/staff', staffBody);
          staffId = answer.body.data?.id;
          return answer;
        },
      });
      add('PUT /api/v1/admin/staff/{id}', {
        action: 'update',
        resource: 'staff',
        title: 'Renamed',
        run: () =>
          admin.put(`/api/v1/admin/staff/${staffId}`, { ...staffBody, password: null, name: 'Renamed' }),
      });
      add('POST /api/v1/admin/staff/{id}/reset-password', {
        action: 'reset-password',
        resource: 'staff',
        title: 'Renamed',
        run: () => admin.post(`/api/v1/admin/staff/${staffId}/reset-password`, {}),
      });
      add('DELETE /api/v1/admin/staff/{id}', {
        action: 'delete',
        resource: 'staff',
        title: 'Renamed',
        run: () => admin.delete(`/api/v1/admin/staff/${staffId}`),
      });

      // A contract is deleted only while a draft (a signed one is cancelled): HT-AUDIT-1 stays a
      // draft and is deleted, so its member can be; HT-AUDIT-2, signed with another member, moves on.
      let memberId = 0;
      let holderId = 0;
      let contractId = 0;
      let signedId = 0;
      const contract = (number = 'HT-AUDIT-1', status = 'draft', member = memberId) => ({
        memberId: member,
        number,
        signingDate: '2026-06-18',
        status,
        note: '',
        goods: [{ productId: null, model: 'Cable kit', quantity: 1, unitPrice: 1 }],
      });
      add('POST /api/v1/admin/members', {
        action: 'create',
        resource: 'members',
        title: 'Audited Co',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/members', { name: 'Audited Co' });
          memberId = answer.body.data?.id;
          return answer;
        },
      });
      add('POST /api/v1/admin/members', {
        action: 'create',
        resource: 'members',
        title: 'Holder Co',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/members', { name: 'Holder Co' });
          holderId = answer.body.data?.id;
          return answer;
        },
      });
      add('PUT /api/v1/admin/members/{id}', {
        action: 'update',
        resource: 'members',
        title: 'Audited Co',
        run: () => admin.put(`/api/v1/admin/members/${memberId}`, { name: 'Audited Co', level: 'gold' }),
      });
      add('POST /api/v1/admin/contracts', {
        action: 'create',
        resource: 'contracts',
        title: 'HT-AUDIT-1',
        run: async () => {
          const answer = await admin.post('/api/v1/admin/contracts', contract());
          contractId = answer.body.data?.id;
          return answer;
        },
      });
      add('POST /api/v1/admin/contracts', {
        action: 'create',
        resource: 'contracts',
        title: 'HT-AUDIT-2',
        run: async () => {
          const answer = await admin.post(
            '/api/v1/admin/contracts',
            contract('HT-AUDIT-2', 'signed', holderId),
          );
          signedId = answer.body.data?.id;
          return answer;
        },
      });
      add('PUT /api/v1/admin/contracts/{id}', {
        action: 'update',
        resource: 'contracts',
        title: 'HT-AUDIT-1',
        run: () => admin.put(`/api/v1/admin/contracts/${contractId}`, { ...contract(), note: 'paid' }),
      });
      add('POST /api/v1/admin/contracts/{id}/status', {
        action: 'update',
        resource: 'contracts',
        title: 'HT-AUDIT-2',
        run: () => admin.post(`/api/v1/admin/contracts/${signedId}/status`, { status: 'executing' }),
      });
      add('DELETE /api/v1/admin/contracts/{id}', {
        action: 'delete',
        resource: 'contracts',
        title: 'HT-AUDIT-1',
        run: () => admin.delete(`/api/v1/admin/contracts/${contractId}`),
      });
      add('DELETE /api/v1/admin/members/{id}', {
        action: 'delete',
        resource: 'members',
        title: 'Audited Co',
        run: () => admin.delete(`/api/v1/admin/members/${memberId}`),
      });

      let enquiryId = 0;
      add('POST /api/v1/admin/enquiries/{id}/read', {
        action: 'update',
        resource: 'enquiries',
        title: 'Visitor',
        run: async () => {
          const sent = await callApi(s.app, 'POST', '/api/v1/contact/us/submit', {
            payload: {
              name: 'Visitor',
              email: 'visitor@example.com',
              phone: '0510 1234 5678',
              mind: 'Hello',
            },
          });
          enquiryId = sent.body.data.id;
          return admin.post(`/api/v1/admin/enquiries/${enquiryId}/read`, {});
        },
      });
      add('PUT /api/v1/admin/enquiries/{id}', {
        action: 'update',
        resource: 'enquiries',
        title: 'Visitor',
        run: () =>
          admin.put(`/api/v1/admin/enquiries/${enquiryId}`, { status: 'handled', note: 'called back' }),
      });
      add('DELETE /api/v1/admin/enquiries/{id}', {
        action: 'delete',
        resource: 'enquiries',
        title: 'Visitor',
        run: () => admin.delete(`/api/v1/admin/enquiries/${enquiryId}`),
      });

      let fileId = 0;
      add('POST /api/v1/admin/files', {
        action: 'create',
        resource: 'files',
        title: 'dot.svg',
        run: async () => {
          const head = Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dot.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`,
          );
          const response = await s.app.inject({
            method: 'POST',
            url: '/api/v1/admin/files',
            headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            payload: Buffer.concat([head, SVG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
          });
          const body = response.json();
          fileId = body.data?.id;
          return { status: response.statusCode, body, headers: response.headers };
        },
      });
      add('DELETE /api/v1/admin/files/{id}', {
        action: 'delete',
        resource: 'files',
        title: 'dot.svg',
        run: () => admin.delete(`/api/v1/admin/files/${fileId}`),
      });

      add('POST /api/v1/other/data/edit', {
        action: 'update',
        resource: 'blocks',
        title: 'footer',
        run: () =>
          callApi(s.app, 'POST', '/api/v1/other/data/edit?lang=en_US', {
            cookie: admin.cookie,
            payload: {
              type: 'footer',
              data: { slogan: 'Sensing', copyright: '© CoreSense', icp: '', links: [] },
            },
          }),
      });
      add('POST /api/v1/admin/blocks/{type}/preview', {
        action: 'preview',
        resource: 'blocks',
        title: 'footer',
        run: () => admin.post('/api/v1/admin/blocks/footer/preview', { lang: 'zh_CN' }),
      });
      add('POST /api/v1/admin/blocks/{type}/versions/{v}/restore', {
        action: 'restore',
        resource: 'blocks',
        title: 'footer',
        run: () => admin.post('/api/v1/admin/blocks/footer/versions/1/restore', {}),
      });
      for (const action of ['unpublish', 'publish']) {
        add(`POST /api/v1/admin/blocks/{type}/${action}`, {
          action,
          resource: 'blocks',
          title: 'footer',
          run: () => admin.post(`/api/v1/admin/blocks/footer/${action}`, { langs: ['en_US'] }),
        });
      }

      const scheduled = await s.app.services.schedule.schedule(s.db, {
        resource: 'news',
        recordKey: String(s.news.hidden),
        langs: ['en_US'],
        action: 'publish',
        at: new Date(Date.now() + 3_600_000).toISOString(),
        author: null,
      });
      const hiddenNews = (await admin.get(`/api/v1/admin/news/${s.news.hidden}`)).body.data;
      add('DELETE /api/v1/admin/schedule/{id}', {
        action: 'cancel-schedule',
        resource: 'news',
        title: hiddenNews.i18n.zh_CN.title,
        run: () => admin.delete(`/api/v1/admin/schedule/${scheduled.id}`),
      });

      const person = await createStaff(s.app, { authorities: ['news:read'] });
      let personCookie = '';
      add('POST /api/login/account', {
        action: 'sign-in-failed',
        resource: 'session',
        title: person.username,
        run: () =>
          callApi(s.app, 'POST', '/api/login/account', {
            payload: { username: person.username, password: 'not the password', type: 'account' },
          }),
      });
      add('POST /api/login/account', {
        action: 'sign-in',
        resource: 'session',
        title: person.username,
        run: async () => {
          personCookie = await signIn(s.app, person.username, person.password);
          return { status: 200, body: {}, headers: {} };
        },
      });
      add('POST /api/login/outLogin', {
        action: 'sign-out',
        resource: 'session',
        title: person.username,
        run: () => callApi(s.app, 'POST', '/api/login/outLogin', { cookie: personCookie }),
      });

      add('POST /api/login/forgot-password', {
        action: 'password-reset-requested',
        resource: 'staff',
        title: person.username,
        run: () =>
          callApi(s.app, 'POST', '/api/login/forgot-password', { payload: { account: person.username } }),
      });
      add('POST /api/login/reset-password', {
        action: 'reset-password-by-link',
        resource: 'staff',
        title: person.username,
        run: async () => {
          const mail = (await pendingMail(s.db)).findLast(
            (each) => each.to === `${person.username}@example.com`,
          );
          const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
          return callApi(s.app, 'POST', '/api/login/reset-password', {
            payload: { token, newPassword: 'a brand new passphrase 42' },
          });
        },
      });

      assert.deepEqual([...cases.keys()].sort(), [...routes].sort(), 'every write route has a case here');

      for (const [route, list] of cases) {
        for (const each of list) {
          const before = await entryCount();
          const answer = await each.run();
          assert.ok(
            answer.status === 200 || (each.action === 'sign-in-failed' && answer.status === 401),
            `${route}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
          const after = await entries();
          assert.equal(await entryCount(), before + 1, `${route} (${each.action}) adds one entry`);
          const [latest] = after;
          assert.deepEqual(
            { action: latest?.action, resource: latest?.resource },
            { action: each.action, resource: each.resource },
            route,
          );
          if (each.title !== undefined) assert.equal(latest?.title, each.title, `${route} names its record`);
        }
      }
    });
  });
}
