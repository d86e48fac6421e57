import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DemoServer } from '@coresense/test-support/server';
import { sanitizeRichText } from '../../../server/src/lib/rich-text.ts';
import { openAndSave } from '../headless-editor.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startAdminServer } from './support/back-office.ts';
import { apiSignIn } from './support/fixtures.ts';

/*
 * Every rich text of the demo company, as the back-office reads it, opened in the editor and
 * saved untouched: the server stores what it stored before. The seed writes its HTML without the
 * sanitiser (`R&D`, which any save writes `R&amp;D`), so both sides pass through it.
 */

function assertSavedUnchanged(html: string, where: string) {
  assert.equal(sanitizeRichText(openAndSave(html)), sanitizeRichText(html), where);
}

const RICH_TEXT_FIELDS = new Set(['content', 'description', 'detail', 'desc']);
const RESOURCES = ['products', 'applications', 'news', 'investor', 'recruit'];

describe('the demo content in the rich-text editor', () => {
  let server: DemoServer;
  let cookie = '';
  before(async () => {
    server = await startAdminServer();
    cookie = `sid=${await apiSignIn(server.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD)}`;
  });
  after(() => server?.stop());

  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  /** Each rich-text field of a record, named by where it sits. */
  function richTexts(value: unknown, at: string, found: Array<[string, string]> = []) {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) richTexts(item, `${at}[${index}]`, found);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (RICH_TEXT_FIELDS.has(key) && typeof inner === 'string' && inner.startsWith('<')) {
          found.push([`${at}.${key}`, inner]);
        } else richTexts(inner, `${at}.${key}`, found);
      }
    }
    return found;
  }

  for (const resource of RESOURCES) {
    it(`keeps every ${resource} text as stored`, async () => {
      const list = await get<{ list: Array<{ id: number }> }>(
        `/api/v1/admin/${resource}?pageNum=1&pageSize=100`,
      );
      const texts: Array<[string, string]> = [];
      for (const { id } of list.list) {
        richTexts(await get(`/api/v1/admin/${resource}/${id}`), `${resource}/${id}`, texts);
      }
      assert.ok(
        texts.length >= list.list.length,
        `${resource}: ${texts.length} texts in ${list.list.length} records`,
      );
      for (const [where, html] of texts) assertSavedUnchanged(html, where);
    });
  }

  it('keeps the About page’s introduction in both languages', async () => {
    for (const lang of ['zh_CN', 'en_US']) {
      const data = await get<string>(`/api/v1/other/data/data?type=about&lang=${lang}`);
      const { introduction } = JSON.parse(data) as { introduction: string };
      assert.match(introduction, /^<p>/);
      assertSavedUnchanged(introduction, lang);
    }
  });
});
