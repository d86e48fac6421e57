import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { validationMessage } from '@coresense/shared';
import { adminApi } from '../test-support/admin-api.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';
import { downloadUrl, mediaUrl, syncFileRefs } from './file-refs.ts';
import { VersionHistory } from './versions.ts';

/*
 * Security review 2026-11-28, S-02: content could mention any stored file, and so publish it or
 * hand it to a preview link. A save may only mention files its editor may read, and a preview
 * link serves only its own record's files (docs/decisions/2026-11-28-who-may-read-a-file.md).
 */

const BOUNDARY = '----coresense-file-access';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

interface Uploaded {
  id: number;
  name: string;
  size: number;
  url: string;
  mediaUrl: string;
}

const newsText = (content: string, cover = '') => ({ title: 'Article', summary: '', cover, content });
const news = (content: string, publish: string[] = [], cover = '') => ({
  type: 'news',
  enabled: true,
  publish,
  i18n: { en_US: newsText(content, cover) },
});
const linkTo = (id: number) => `<p><a href="${downloadUrl(id)}">attachment</a></p>`;

for (const backend of testBackends()) {
  describe(`files content may mention (${backend.name})`, () => {
    const s = useTestApp(backend);
    let investorWriter: Awaited<ReturnType<typeof signedInStaff>>;
    let uploader: Awaited<ReturnType<typeof signedInStaff>>;
    let newsWriter: ReturnType<typeof adminApi>;
    let libraryReader: ReturnType<typeof adminApi>;
    let blockWriter: ReturnType<typeof adminApi>;
    let recruitWriter: ReturnType<typeof adminApi>;
    let embargoed: Uploaded;
    let announcement: number;

    const upload = async (as: { cookie: string }, name: string, data: Buffer): Promise<Uploaded> => {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/admin/files',
        payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: as.cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data;
    };
    const get = (url: string) => s.app.inject({ method: 'GET', url });
    const tokenOf = async (api: ReturnType<typeof adminApi>, resource: string, id: number) => {
      const answer = await api.post(`/api/v1/admin/${resource}/${id}/preview`, { lang: 'en_US' });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return new URL(answer.body.data.url).searchParams.get('preview') as string;
    };
    const newsCount = async () => {
      const rows = await s.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(rows[0]?.n);
    };

    before(async () => {
      investorWriter = await signedInStaff(s.app, ['investor:read', 'investor:write', 'files:write']);
      uploader = await signedInStaff(s.app, ['news:read', 'news:write', 'files:write']);
      newsWriter = adminApi(s.app, (await signedInStaff(s.app, ['news:read', 'news:write'])).cookie);
      libraryReader = adminApi(
        s.app,
        (await signedInStaff(s.app, ['news:read', 'news:write', 'files:read'])).cookie,
      );
      blockWriter = adminApi(s.app, (await signedInStaff(s.app, ['blocks:read', 'blocks:write'])).cookie);
      recruitWriter = adminApi(s.app, (await signedInStaff(s.app, ['recruit:read', 'recruit:write'])).cookie);

      // The embargoed attachment of an announcement saved as a draft, to be published later.
      embargoed = await upload(investorWriter, 'Board resolution.pdf', PDF);
      const saved = await adminApi(s.app, investorWriter.cookie).post('/api/v1/admin/investor', {
        type: 'announcement',
        enabled: true,
        publish: [],
        i18n: {
          en_US: {
            title: 'Board resolution on the Phase III MEMS line',
            summary: '',
            content: '<p>Embargoed</p>',
            publishDate: '2026-12-03',
            files: [{ id: embargoed.id, name: embargoed.name, size: embargoed.size, url: embargoed.url }],
          },
        },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      announcement = saved.body.data.id;
    });

    test('a news writer cannot put the embargoed investor attachment into an article, draft or published', async () => {
      const before = await newsCount();
      for (const publish of [[], ['en_US']]) {
        const refused = await newsWriter.post('/api/v1/admin/news', news(linkTo(embargoed.id), publish));
        assert.equal(refused.status, 400, JSON.stringify(refused.body));
        assert.equal(refused.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          refused.body.errors.map((error: { field: string }) => error.field),
          ['i18n.en_US.content'],
        );
        assert.equal(refused.body.errors[0].message, validationMessage('fileNotReadable', 'zh_CN'));
      }
      assert.equal(await newsCount(), before, 'nothing was written');
      assert.equal((await get(downloadUrl(embargoed.id))).statusCode, 404, 'not public');

      // Nor into an article already saved, nor as a media address.
      const article = await newsWriter.post('/api/v1/admin/news', news('<p>Harmless</p>'));
      assert.equal(article.status, 200, JSON.stringify(article.body));
      const id = article.body.data.id;
      const update = await newsWriter.put(`/api/v1/admin/news/${id}`, news(linkTo(embargoed.id)));
      assert.equal(update.status, 400);
      assert.equal(update.body.errors[0].field, 'i18n.en_US.content');
      const media = `<p><img src="${mediaUrl(embargoed.id, embargoed.name)}"></p>`;
      assert.equal((await newsWriter.put(`/api/v1/admin/news/${id}`, news(media))).status, 400);
      const kept = await newsWriter.get(`/api/v1/admin/news/${id}`);
      assert.equal(kept.body.data.i18n.en_US.content, '<p>Harmless</p>');
      const versions = await newsWriter.get(`/api/v1/admin/news/${id}/versions`);
      assert.equal(versions.body.data.length, 1, 'no version was added');

      // A file reference is refused on its id.
      const job = await recruitWriter.post('/api/v1/admin/recruit', {
        headcount: 1,
        sort: 0,
        enabled: true,
        publish: [],
        i18n: {
          en_US: {
            position: 'Process engineer',
            department: '',
            location: '',
            detail: '',
            desc: '',
            fileList: [{ id: embargoed.id, name: 'Job description.pdf', size: 0, url: '' }],
          },
        },
      });
      assert.equal(job.status, 400, JSON.stringify(job.body));
      assert.equal(job.body.errors[0].field, 'i18n.en_US.fileList.0.id');

      // A page block is refused the same way, on its field.
      const block = await blockWriter.post('/api/v1/other/data/edit?lang=en_US', {
        type: 'about',
        data: { introduction: linkTo(embargoed.id), history: [], subsidiaries: [] },
      });
      assert.equal(block.status, 400, JSON.stringify(block.body));
      assert.equal(block.body.errors[0].field, 'data.introduction');
      assert.equal((await get(downloadUrl(embargoed.id))).statusCode, 404, 'still not public');
    });

    test('a preview link serves its own record’s files, not another record’s unpublished upload', async () => {
      const uploaderApi = adminApi(s.app, uploader.cookie);
      const figure = await upload(uploader, 'draft figure.svg', SVG);
      const withFigure = `<p><img src="${figure.mediaUrl}"></p>`;
      const owner = await uploaderApi.post('/api/v1/admin/news', news(withFigure));
      assert.equal(owner.status, 200, JSON.stringify(owner.body));
      const other = await uploaderApi.post('/api/v1/admin/news', news(withFigure));
      assert.equal(other.status, 200, JSON.stringify(other.body));
      assert.equal((await get(figure.mediaUrl)).statusCode, 404, 'not public');

      const ownToken = await tokenOf(uploaderApi, 'news', owner.body.data.id);
      assert.equal((await get(`${figure.mediaUrl}?preview=${ownToken}`)).statusCode, 200);
      const otherToken = await tokenOf(uploaderApi, 'news', other.body.data.id);
      assert.equal((await get(`${figure.mediaUrl}?preview=${otherToken}`)).statusCode, 404);

      // The review's case: an article whose working copy names the embargoed attachment (as one
      // saved before saves were checked) cannot fetch it with its preview link.
      const article = await newsWriter.post('/api/v1/admin/news', news('<p>Teaser</p>'));
      const record = (await newsWriter.get(`/api/v1/admin/news/${article.body.data.id}`)).body.data;
      record.i18n.en_US.content = linkTo(embargoed.id);
      await new VersionHistory('news').append(s.db, String(record.id), record, null);
      const newsToken = await tokenOf(newsWriter, 'news', record.id);
      assert.equal((await get(`${downloadUrl(embargoed.id)}&preview=${newsToken}`)).statusCode, 404);
      const investorToken = await tokenOf(adminApi(s.app, investorWriter.cookie), 'investor', announcement);
      const own = await get(`${downloadUrl(embargoed.id)}&preview=${investorToken}`);
      assert.equal(own.statusCode, 200, 'the announcement’s own link still serves it');
      assert.deepEqual(own.rawPayload, PDF);
    });

    test('the owner is found past many versions that only seem to name the file', async () => {
      const uploaderApi = adminApi(s.app, uploader.cookie);
      const sheet = await upload(uploader, 'sheet.pdf', PDF);
      // `download?id=N0` is another (unknown) file, though its address starts like the sheet's.
      const lookalike = await uploaderApi.post(
        '/api/v1/admin/news',
        news(`${linkTo(sheet.id).replace(`id=${sheet.id}`, `id=${sheet.id}0`)}`),
      );
      assert.equal(lookalike.status, 200, JSON.stringify(lookalike.body));
      const record = (await uploaderApi.get(`/api/v1/admin/news/${lookalike.body.data.id}`)).body.data;
      for (let save = 0; save < 120; save++) {
        await new VersionHistory('news').append(s.db, String(record.id), record, null);
      }
      const owner = await uploaderApi.post('/api/v1/admin/news', news(linkTo(sheet.id)));
      const token = await tokenOf(uploaderApi, 'news', owner.body.data.id);
      assert.equal((await get(`${downloadUrl(sheet.id)}&preview=${token}`)).statusCode, 200);
    });

    test('a version naming another record’s file (saved before saves were checked) cannot be restored without reading it', async () => {
      const article = await newsWriter.post('/api/v1/admin/news', news('<p>First</p>'));
      const id = article.body.data.id;
      const record = (await newsWriter.get(`/api/v1/admin/news/${id}`)).body.data;
      record.i18n.en_US.content = linkTo(embargoed.id);
      await new VersionHistory('news').append(s.db, String(id), record, null);
      await newsWriter.put(`/api/v1/admin/news/${id}`, news('<p>Third</p>'));

      const refused = await newsWriter.post(`/api/v1/admin/news/${id}/versions/2/restore`, {});
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.equal(refused.body.errors[0].field, 'i18n.en_US.content');
      assert.equal(
        (await newsWriter.get(`/api/v1/admin/news/${id}`)).body.data.i18n.en_US.content,
        '<p>Third</p>',
      );
      assert.equal((await newsWriter.post(`/api/v1/admin/news/${id}/versions/1/restore`, {})).status, 200);

      const about = await blockWriter.post('/api/v1/other/data/edit?lang=en_US', {
        type: 'about',
        data: { introduction: '<p>About us</p>', history: [], subsidiaries: [] },
      });
      assert.equal(about.status, 200, JSON.stringify(about.body));
      const block = (await blockWriter.get('/api/v1/admin/blocks/about')).body.data;
      const { publication: _, ...snapshot } = block;
      snapshot.i18n.en_US.introduction = linkTo(embargoed.id);
      const version = await new VersionHistory('blocks', ['type']).append(s.db, 'about', snapshot, null);
      const blockRestore = await blockWriter.post(
        `/api/v1/admin/blocks/about/versions/${version}/restore`,
        {},
      );
      assert.equal(blockRestore.status, 400, JSON.stringify(blockRestore.body));
      assert.equal(blockRestore.body.errors[0].field, 'i18n.en_US.introduction');
    });

    test('own uploads, library files, public files and files of readable records still save', async () => {
      const uploaderApi = adminApi(s.app, uploader.cookie);
      const picture = await upload(uploader, 'own picture.svg', SVG);
      const own = await uploaderApi.post(
        '/api/v1/admin/news',
        news(`<p><img src="${picture.mediaUrl}"></p>`, ['en_US'], picture.mediaUrl),
      );
      assert.equal(own.status, 200, JSON.stringify(own.body));
      assert.equal((await get(picture.mediaUrl)).statusCode, 200, 'published with its article');

      // Whoever reads the file library may use its files, an unused upload of someone else's too.
      const unused = await upload(investorWriter, 'library sheet.pdf', PDF);
      assert.equal((await newsWriter.post('/api/v1/admin/news', news(linkTo(unused.id)))).status, 400);
      assert.equal((await libraryReader.post('/api/v1/admin/news', news(linkTo(unused.id)))).status, 200);

      // A public file is anyone's to link.
      const brochure = await upload(investorWriter, 'brochure.pdf', PDF);
      await syncFileRefs(s.db, 'block', 'footer', { link: downloadUrl(brochure.id) });
      assert.equal((await newsWriter.post('/api/v1/admin/news', news(linkTo(brochure.id)))).status, 200);

      // A draft article's upload is readable to news readers, and kept by whoever edits the article.
      const sketch = await upload(uploader, 'sketch.svg', SVG);
      const draft = await uploaderApi.post(
        '/api/v1/admin/news',
        news(`<p><img src="${sketch.mediaUrl}"></p>`),
      );
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      assert.equal(
        (await newsWriter.post('/api/v1/admin/news', news(`<p><img src="${sketch.mediaUrl}"></p>`))).status,
        200,
      );
      const edited = await newsWriter.put(
        `/api/v1/admin/news/${draft.body.data.id}`,
        news(`<p>Edited</p><p><img src="${sketch.mediaUrl}"></p>`),
      );
      assert.equal(edited.status, 200, JSON.stringify(edited.body));
    });
  });
}
