import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { seedGeneratedEnquiries } from '../../seed/generated-enquiries.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { EnquiryRepository } from './enquiries.repository.ts';

/*
 * The inbox at scale (issue 26): pages read past a cursor cover every row exactly once, in each
 * order and under filters, and agree with pages asked by number; the CSV export streams every
 * match in list order, batch after batch, with the bytes the whole-string export wrote.
 */

const URL = '/api/v1/admin/enquiries';
/** More than the export's batch of 1,000 rows; generated enquiries share each time by twos. */
const ENQUIRIES = 1_203;

interface Page {
  list: Array<{ id: number }>;
  total: number;
  prevCursor: string | null;
  nextCursor: string | null;
}

for (const backend of testBackends()) {
  describe(`the enquiry inbox, paged by keyset (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'], authorities: ['enquiries:read'] });
    const { editor: api } = s;

    before(async () => {
      assert.equal(await seedGeneratedEnquiries(s.db, ENQUIRIES), ENQUIRIES);
    });

    const page = async (query: string): Promise<Page> => {
      const response = await api.get(`${URL}?${query}`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data;
    };
    const ids = (pages: Page[]) => pages.flatMap((each) => each.list.map((item) => item.id));

    /** Every page of `query`, following `nextCursor` from the first. */
    async function forwards(query: string): Promise<Page[]> {
      const pages = [await page(query)];
      for (let next = pages[0]!.nextCursor; next; next = pages.at(-1)!.nextCursor)
        pages.push(await page(`${query}&pageNum=${pages.length + 1}&after=${next}`));
      return pages;
    }

    /** Each order, under a filter of the inbox (the time filter keeps most rows, as all are from 2024-01-01/02). */
    const queries = [
      'pageSize=100',
      'pageSize=100&sortField=createTime&sortOrder=ascend&kind=product',
      'pageSize=100&sortField=name&sortOrder=ascend&status=handled&dateTo=2024-01-01',
      'pageSize=100&sortField=status&sortOrder=descend',
      'pageSize=100&sortField=id&sortOrder=ascend&kind=contact',
    ];

    test('following the cursors reads every match once, as the numbered pages and backwards do', async () => {
      for (const query of queries) {
        const pages = await forwards(query);
        const read = ids(pages);
        const total = pages[0]!.total;
        assert.ok(total > 300, `${query}: several pages`);
        assert.equal(read.length, total, `${query}: every match`);
        assert.equal(new Set(read).size, total, `${query}: each once`);
        assert.equal(pages[0]!.prevCursor, null, 'nothing before the first page');
        // The numbered pages (an OFFSET over the index only) hold the same rows.
        const numbered = await Promise.all(pages.map((_, at) => page(`${query}&pageNum=${at + 1}`)));
        assert.deepEqual(ids(numbered), read, `${query}: pageNum agrees`);
        // And back from the last page along `prevCursor`.
        const back = [pages.at(-1)!];
        for (let prev = back[0]!.prevCursor; prev; prev = back[0]!.prevCursor)
          back.unshift(await page(`${query}&pageNum=${pages.length - back.length}&before=${prev}`));
        assert.deepEqual(ids(back), read, `${query}: backwards agrees`);
      }
    });

    test('the list order is the order asked for, ties broken by id', async () => {
      const rows = await s.db.selectFrom('enquiries').select(['id', 'created_at']).execute();
      const time = (value: string | Date) => new Date(value).getTime();
      const expected = rows
        .sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id)
        .map((row) => row.id);
      assert.ok(new Set(rows.map((row) => time(row.created_at))).size < rows.length, 'times are shared');
      assert.deepEqual(ids(await forwards('pageSize=100')), expected);
    });

    test('a cursor of another order, or no cursor at all, is refused', async () => {
      const { nextCursor } = await page('pageSize=5');
      assert.ok(nextCursor);
      const otherOrder = await api.get(`${URL}?pageSize=5&sortField=name&after=${nextCursor}&lang=en_US`);
      assert.equal(otherOrder.status, 400);
      assert.deepEqual(otherOrder.body.errors, [{ field: 'after', message: 'The value is not allowed.' }]);
      for (const bad of ['bm90LWpzb24', 'W10', 'a%2Bb'])
        assert.equal((await api.get(`${URL}?before=${bad}`)).status, 400, bad);
    });

    test('the CSV export streams every match once, in list order, past its batches', async () => {
      const response = await s.app.inject({
        method: 'GET',
        url: `${URL}/export.csv?lang=en_US&sortField=name&sortOrder=ascend`,
        headers: { cookie: api.cookie },
      });
      assert.equal(response.statusCode, 200);
      const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
      assert.equal(lines.at(-1), '');
      const exported = lines.slice(1, -1).map((line) => Number(line.split(',')[0]));
      assert.equal(exported.length, ENQUIRIES);
      assert.deepEqual(exported, ids(await forwards('pageSize=100&sortField=name&sortOrder=ascend')));
    });

    test('the streamed CSV has the bytes of the whole-string export', async () => {
      const at = '2020-06-01T02:03:04.000Z';
      const id = await new EnquiryRepository(s.db).insert({
        kind: 'contact',
        product_id: null,
        name: 'Zhang, "Z" =1',
        email: 'z@example.com',
        phone: '+86 21 5555 0000',
        company: '-Acme',
        job: '',
        product: '',
        mind: 'Price for 10k? "Urgent"',
        lang: 'en_US',
        ip: '203.0.113.9',
        user_agent: 'Firefox',
        status: 'read',
        created_at: at,
        updated_at: at,
      });
      const response = await s.app.inject({
        method: 'GET',
        url: `${URL}/export.csv?lang=en_US&dateTo=2020-06-01`,
        headers: { cookie: api.cookie },
      });
      // What the export wrote when it built the whole text with csv-stringify/sync.
      const expected =
        '\ufeffID,Kind,Status,Received,Name,Email,Phone,Company,Job title,Product asked about,Linked product,Parts,Country,Application,Message,Note,Language,IP\r\n' +
        `${id},Contact form,Read,2020-06-01T10:03:04+08:00,"Zhang, ""Z"" =1",z@example.com,+86 21 5555 0000,'-Acme,,,,,,,"Price for 10k? ""Urgent""",,English,203.0.113.9\r\n`;
      assert.equal(response.body, expected);
      await s.db.deleteFrom('enquiries').where('id', '=', id).execute();
    });
  });
}
