import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_AUTHORITIES, PUBLISHED_RESOURCES, type PublishedResource } from '@coresense/shared';
import { CONTENT_TYPES } from '../../content-types.ts';
import { callApi } from '../../test-support/admin-api.ts';
import { createStaff, signIn } from '../../test-support/auth.ts';
import { copyOf, useContentSuite } from '../../test-support/content-suite.ts';
import type { JsonResponse } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { enqueueMail, pendingMail } from '../mail/mail.outbox.ts';

/*
 * Every write through the back-office leaves an audit entry naming its record (issue 11): the
 * write routes are read from the OpenAPI document, so a new route without a case here fails.
 */

const BOUNDARY = '----coresense-audit-boundary';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

/** A local address where nothing listens (the discard port). */
const CLOSED_PORT = '127.0.0.1:9';

/** Every content type of the registry. */
const CONTENT = PUBLISHED_RESOURCES;

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
      // A robot's test message goes to a closed local port: refused at once, and answered.
      config: { robotHosts: { wecom: [CLOSED_PORT], dingtalk: [CLOSED_PORT], feishu: [CLOSED_PORT] } },
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
      /** Adds the cases of the writes to one record: each expects an entry naming `resource` and `title`. */
      const casesOf =
        (resource: string, title: string) => (route: string, action: string, run: Case['run']) =>
          add(route, { action, resource, title, run });
      /** A create's run, keeping the new record's id for the cases after it. */
      const creating = (url: string, body: () => unknown, created: { id: number }) => async () => {
        const answer = await admin.post(url, body());
        created.id = answer.body.data?.id;
        return answer;
      };

      // Content records: re-saving an existing record's own shape, then deleting it.
      const contentIds: Record<PublishedResource, number> = {
        products: s.catalogue.products.retired,
        'product-categories': s.catalogue.categories.hidden,
        applications: s.other.applications.hidden,
        news: s.news.hidden,
        investor: s.other.investor.hidden,
        recruit: s.other.recruit.hidden,
        comments: s.other.comments.hidden,
        documents: s.other.documents.hidden,
        distributors: s.other.distributors.hidden,
      };
      const trashCases: Array<() => Promise<void>> = [];
      for (const resource of CONTENT) {
        const url = `/api/v1/admin/${resource}`;
        const record = (await admin.get(`${url}/${contentIds[resource]}`)).body.data;
        const title = record.i18n.zh_CN[CONTENT_TYPES[resource].titleField];
        assert.ok(title, `${resource} has a title`);
        const created = { id: 0 };
        const contentCase = casesOf(resource, title);
        contentCase(
          `POST /api/v1/admin/${resource}`,
          'create',
          creating(url, () => copyOf(resource, record), created),
        );
        contentCase(`PUT /api/v1/admin/${resource}/{id}`, 'update', async () => {
          // A document keeps the number it was created with: another's is taken.
          const own = resource === 'documents' ? (await admin.get(`${url}/${created.id}`)).body.data : record;
          return admin.put(`${url}/${created.id}`, { ...own, enabled: !record.enabled });
        });
        contentCase(`POST /api/v1/admin/${resource}/{id}/versions/{v}/restore`, 'restore', () =>
          admin.post(`${url}/${created.id}/versions/1/restore`, {}),
        );
        contentCase(`POST /api/v1/admin/${resource}/{id}/unpublish`, 'unpublish', () =>
          admin.post(`${url}/${created.id}/unpublish`, { langs: ['en_US'] }),
        );
        contentCase(`POST /api/v1/admin/${resource}/{id}/publish`, 'publish', () =>
          admin.post(`${url}/${created.id}/publish`, { langs: ['en_US'] }),
        );
        contentCase(`POST /api/v1/admin/${resource}/{id}/publish`, 'schedule-publish', () =>
          admin.post(`${url}/${created.id}/publish`, {
            langs: ['zh_CN'],
            at: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        );
        // The update above turned `enabled` over: this turns it back.
        contentCase(`POST /api/v1/admin/${resource}/{id}/visibility`, record.enabled ? 'show' : 'hide', () =>
          admin.post(`${url}/${created.id}/visibility`, { enabled: record.enabled }),
        );
        contentCase(`POST /api/v1/admin/${resource}/{id}/preview`, 'preview', () =>
          admin.post(`${url}/${created.id}/preview`, { lang: 'en_US' }),
        );
        if (resource === 'documents') {
          contentCase('POST /api/v1/admin/documents/{id}/revisions', 'add-revision', () =>
            admin.post(`${url}/${created.id}/revisions`, {
              ...record.revisions[0],
              revision: '2.0',
              fileId: record.revisions[0].file.id,
            }),
          );
        }
        contentCase(`DELETE /api/v1/admin/${resource}/{id}`, 'delete', () =>
          admin.delete(`${url}/${created.id}`),
        );
        // The delete above puts it in the trash, whose routes run after every content route.
        trashCases.push(async () => {
          contentCase('POST /api/v1/admin/trash/{resource}/{id}/restore', 'restore-from-trash', () =>
            admin.post(`/api/v1/admin/trash/${resource}/${created.id}/restore`, {}),
          );
          const doomed = (await admin.post(url, copyOf(resource, record))).body.data.id;
          assert.equal((await admin.delete(`${url}/${doomed}`)).status, 200);
          contentCase('DELETE /api/v1/admin/trash/{resource}/{id}', 'purge', () =>
            admin.delete(`/api/v1/admin/trash/${resource}/${doomed}`),
          );
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
      const newParameter = { id: 0 };
      const parameterCase = casesOf('product-parameters', '量程');
      parameterCase(
        'POST /api/v1/admin/product-parameters',
        'create',
        creating('/api/v1/admin/product-parameters', () => parameter, newParameter),
      );
      parameterCase('PUT /api/v1/admin/product-parameters/{id}', 'update', () =>
        admin.put(`/api/v1/admin/product-parameters/${newParameter.id}`, { ...parameter, sort: 5 }),
      );
      parameterCase('DELETE /api/v1/admin/product-parameters/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/product-parameters/${newParameter.id}`),
      );

      // Cross-references (contract §13): one created, changed, deleted, and a CSV imported whole.
      const crossReference = {
        competitorPartNumber: 'ADXL345',
        manufacturer: 'Analog Devices',
        productId: s.catalogue.products.axis3,
        match: 'pin-compatible',
      };
      const newCrossReference = { id: 0 };
      const crossReferenceCase = casesOf('cross-references', 'ADXL345');
      crossReferenceCase(
        'POST /api/v1/admin/cross-references',
        'create',
        creating('/api/v1/admin/cross-references', () => crossReference, newCrossReference),
      );
      crossReferenceCase('PUT /api/v1/admin/cross-references/{id}', 'update', () =>
        admin.put(`/api/v1/admin/cross-references/${newCrossReference.id}`, {
          ...crossReference,
          match: 'drop-in',
        }),
      );
      crossReferenceCase('DELETE /api/v1/admin/cross-references/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/cross-references/${newCrossReference.id}`),
      );
      add('POST /api/v1/admin/cross-references/import', {
        action: 'import',
        resource: 'cross-references',
        title: 'CSV (1)',
        run: async () => {
          const response = await s.app.inject({
            method: 'POST',
            url: '/api/v1/admin/cross-references/import',
            headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
            payload:
              'competitorPartNumber,manufacturer,productModel,match\r\nLIS3DH,ST,CSA-3110,functional\r\n',
          });
          return { status: response.statusCode, body: response.json(), headers: response.headers };
        },
      });

      const newRole = { id: 0 };
      const roleCase = casesOf('roles', 'Auditors');
      roleCase(
        'POST /api/v1/admin/roles',
        'create',
        creating('/api/v1/admin/roles', () => ({ name: 'Auditors', authorities: ['news:read'] }), newRole),
      );
      roleCase('PUT /api/v1/admin/roles/{id}', 'update', () =>
        admin.put(`/api/v1/admin/roles/${newRole.id}`, { name: 'Auditors', authorities: ['news:write'] }),
      );
      roleCase('DELETE /api/v1/admin/roles/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/roles/${newRole.id}`),
      );

      const newStaff = { id: 0 };
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
      const newStaffCase = casesOf('staff', 'Audited User');
      newStaffCase(
        'POST /api/v1/admin/staff',
        'create',
        creating('/api/v1/admin/staff', () => staffBody, newStaff),
      );
      const renamedStaffCase = casesOf('staff', 'Renamed');
      renamedStaffCase('PUT /api/v1/admin/staff/{id}', 'update', () =>
        admin.put(`/api/v1/admin/staff/${newStaff.id}`, { ...staffBody, password: null, name: 'Renamed' }),
      );
      renamedStaffCase('POST /api/v1/admin/staff/{id}/reset-password', 'reset-password', () =>
        admin.post(`/api/v1/admin/staff/${newStaff.id}/reset-password`, {}),
      );
      renamedStaffCase('DELETE /api/v1/admin/staff/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/staff/${newStaff.id}`),
      );

      // A contract is deleted only while a draft (a signed one is cancelled): HT-AUDIT-1 stays a
      // draft and is deleted, so its member can be; HT-AUDIT-2, signed with another member, moves on.
      const auditedMember = { id: 0 };
      const holder = { id: 0 };
      const draft = { id: 0 };
      const signed = { id: 0 };
      const contract = (number = 'HT-AUDIT-1', status = 'draft', member = auditedMember.id) => ({
        memberId: member,
        number,
        signingDate: '2026-06-18',
        status,
        note: '',
        goods: [{ productId: null, model: 'Cable kit', quantity: 1, unitPrice: 1 }],
      });
      const memberCase = casesOf('members', 'Audited Co');
      memberCase(
        'POST /api/v1/admin/members',
        'create',
        creating('/api/v1/admin/members', () => ({ name: 'Audited Co' }), auditedMember),
      );
      const holderCase = casesOf('members', 'Holder Co');
      holderCase(
        'POST /api/v1/admin/members',
        'create',
        creating('/api/v1/admin/members', () => ({ name: 'Holder Co' }), holder),
      );
      memberCase('PUT /api/v1/admin/members/{id}', 'update', () =>
        admin.put(`/api/v1/admin/members/${auditedMember.id}`, { name: 'Audited Co', level: 'gold' }),
      );
      const draftCase = casesOf('contracts', 'HT-AUDIT-1');
      draftCase(
        'POST /api/v1/admin/contracts',
        'create',
        creating('/api/v1/admin/contracts', () => contract(), draft),
      );
      const signedCase = casesOf('contracts', 'HT-AUDIT-2');
      signedCase(
        'POST /api/v1/admin/contracts',
        'create',
        creating('/api/v1/admin/contracts', () => contract('HT-AUDIT-2', 'signed', holder.id), signed),
      );
      draftCase('PUT /api/v1/admin/contracts/{id}', 'update', () =>
        admin.put(`/api/v1/admin/contracts/${draft.id}`, { ...contract(), note: 'paid' }),
      );
      signedCase('POST /api/v1/admin/contracts/{id}/status', 'update', () =>
        admin.post(`/api/v1/admin/contracts/${signed.id}/status`, { status: 'executing' }),
      );
      draftCase('DELETE /api/v1/admin/contracts/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/contracts/${draft.id}`),
      );
      memberCase('DELETE /api/v1/admin/members/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/members/${auditedMember.id}`),
      );

      let enquiryId = 0;
      const enquiryCase = casesOf('enquiries', 'Visitor');
      enquiryCase('POST /api/v1/admin/enquiries/{id}/read', 'update', async () => {
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
      });
      enquiryCase('PUT /api/v1/admin/enquiries/{id}', 'update', () =>
        admin.put(`/api/v1/admin/enquiries/${enquiryId}`, { status: 'handled', note: 'called back' }),
      );
      enquiryCase('DELETE /api/v1/admin/enquiries/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/enquiries/${enquiryId}`),
      );

      const robotCase = casesOf('enquiries', 'contact');
      robotCase('PUT /api/v1/admin/enquiry-robots/{kind}', 'update-robot', () =>
        admin.put('/api/v1/admin/enquiry-robots/contact', {
          platform: 'wecom',
          url: `http://${CLOSED_PORT}/cgi-bin/webhook/send?key=k`,
          enabled: false,
          lang: 'zh_CN',
        }),
      );
      robotCase('POST /api/v1/admin/enquiry-robots/{kind}/test', 'test-robot', () =>
        admin.post('/api/v1/admin/enquiry-robots/contact/test', {}),
      );
      add('POST /api/v1/admin/outbox/{id}/resend', {
        action: 'resend-mail',
        resource: 'subscriptions',
        title: 'Mail to resend',
        run: async () => {
          await enqueueMail(s.db, [{ to: 'someone@example.com', subject: 'Mail to resend', body: 'Body' }]);
          const { id } = await s.db
            .selectFrom('mail_outbox')
            .select('id')
            .where('subject', '=', 'Mail to resend')
            .executeTakeFirstOrThrow();
          return admin.post(`/api/v1/admin/outbox/${id}/resend`, {});
        },
      });

      add('DELETE /api/v1/admin/subscriptions/{id}', {
        action: 'delete',
        resource: 'subscriptions',
        title: 'alerts.reader@example.com',
        run: async () => {
          await s.app.inject({
            method: 'POST',
            url: '/api/v1/subscription',
            payload: { email: 'alerts.reader@example.com', lang: 'en_US', topics: ['news'] },
          });
          const { id } = await s.db
            .selectFrom('subscriptions')
            .select('id')
            .where('email', '=', 'alerts.reader@example.com')
            .executeTakeFirstOrThrow();
          return admin.delete(`/api/v1/admin/subscriptions/${id}`);
        },
      });

      let fileId = 0;
      const fileCase = casesOf('files', 'dot.svg');
      fileCase('POST /api/v1/admin/files', 'create', async () => {
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
      });
      fileCase('DELETE /api/v1/admin/files/{id}', 'delete', () =>
        admin.delete(`/api/v1/admin/files/${fileId}`),
      );

      const footerCase = casesOf('blocks', 'footer');
      footerCase('POST /api/v1/other/data/edit', 'update', () =>
        callApi(s.app, 'POST', '/api/v1/other/data/edit?lang=en_US', {
          cookie: admin.cookie,
          payload: {
            type: 'footer',
            data: { slogan: 'Sensing', copyright: '© CoreSense', icp: '', links: [] },
          },
        }),
      );
      footerCase('POST /api/v1/admin/blocks/{type}/preview', 'preview', () =>
        admin.post('/api/v1/admin/blocks/footer/preview', { lang: 'zh_CN' }),
      );
      footerCase('POST /api/v1/admin/blocks/{type}/versions/{v}/restore', 'restore', () =>
        admin.post('/api/v1/admin/blocks/footer/versions/1/restore', {}),
      );
      for (const action of ['unpublish', 'publish']) {
        footerCase(`POST /api/v1/admin/blocks/{type}/${action}`, action, () =>
          admin.post(`/api/v1/admin/blocks/footer/${action}`, { langs: ['en_US'] }),
        );
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
      const sessionCase = casesOf('session', person.username);
      sessionCase('POST /api/login/account', 'sign-in-failed', () =>
        callApi(s.app, 'POST', '/api/login/account', {
          payload: { username: person.username, password: 'not the password', type: 'account' },
        }),
      );
      sessionCase('POST /api/login/account', 'sign-in', async () => {
        personCookie = await signIn(s.app, person.username, person.password);
        return { status: 200, body: {}, headers: {} };
      });
      sessionCase('POST /api/login/outLogin', 'sign-out', () =>
        callApi(s.app, 'POST', '/api/login/outLogin', { cookie: personCookie }),
      );

      const personCase = casesOf('staff', person.username);
      personCase('POST /api/login/forgot-password', 'password-reset-requested', () =>
        callApi(s.app, 'POST', '/api/login/forgot-password', { payload: { account: person.username } }),
      );
      personCase('POST /api/login/reset-password', 'reset-password-by-link', async () => {
        const mail = (await pendingMail(s.db)).findLast(
          (each) => each.to === `${person.username}@example.com`,
        );
        const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
        return callApi(s.app, 'POST', '/api/login/reset-password', {
          payload: { token, newPassword: 'a brand new passphrase 42' },
        });
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
