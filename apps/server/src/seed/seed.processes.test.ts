import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  AboutBlock,
  ApplicationContent,
  FileRef,
  HomeData,
  Lang,
  NewsItem,
  ProductContent,
} from '@coresense/shared';
import { signedInStaff } from '../test-support/auth.ts';
import { buildTestApp, type TestApp, testBackends } from '../test-support/test-app.ts';
import { clearContent } from './reset.ts';
import { hasContent, seedDemoContent, seedDemoContentIfEmpty } from './seed.ts';

const LANGS: Lang[] = ['zh_CN', 'en_US'];
const HAN = /\p{Script=Han}/u;

const seedDeps = (t: TestApp) => ({ db: t.app.db, services: t.app.services, fileStore: t.app.fileStore });

function client(t: () => TestApp) {
  const get = async (url: string) => {
    const response = await t().app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const raw = (url: string) => t().app.inject({ method: 'GET', url });
  return { get, raw };
}

for (const backend of testBackends()) {
  describe(`demo content seen through the public API (${backend.name})`, () => {
    let t: TestApp;
    const teardown: Array<() => Promise<void>> = [];
    const { get, raw } = client(() => t);

    before(async () => {
      t = await buildTestApp(backend, { cleanup: (fn) => teardown.push(fn) });
      await seedDemoContent(seedDeps(t));
    });
    after(async () => {
      for (const fn of teardown) await fn();
    });

    const assertLoads = async (url: string, mime: string) => {
      assert.match(url, /^\/(media|api\/v1\/common\/download)/, `${url} is a local address`);
      const response = await raw(url);
      assert.equal(response.statusCode, 200, `${url} loads`);
      assert.equal(response.headers['content-type'], mime, `${url} is ${mime}`);
      return response;
    };

    test('drafts show the workflow: a product change not yet published, an English translation pending', async () => {
      const { cookie } = await signedInStaff(t.app, ['products:read', 'news:read']);
      const admin = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: { cookie } }).then((response) => response.json().data);
      const products = (await get('/api/v1/product/list?lang=en_US&keyword=CSA-3110')).body.data.list;
      const product = products.find(
        (item: { jsonStr: string }) => JSON.parse(item.jsonStr).model === 'CSA-3110',
      );
      assert.ok(product, 'the product is public');
      assert.doesNotMatch(JSON.parse(product.jsonStr).summary, /AEC-Q100/, 'its draft is not');
      const record = await admin(`/api/v1/admin/products/${product.id}`);
      assert.match(record.i18n.en_US.summary, /AEC-Q100/);
      assert.deepEqual([record.publication.zh_CN.changed, record.publication.en_US.changed], [true, true]);

      const report = (await get('/api/v1/news/list?lang=zh_CN&keyword=可持续发展')).body.data.list[0];
      assert.equal(report.title, '芯感科技发布 2026 年可持续发展报告');
      assert.equal((await get(`/api/v1/news/detail?lang=en_US&id=${report.id}`)).status, 404);
      const news = await admin(`/api/v1/admin/news/${report.id}`);
      assert.equal(news.i18n.en_US.title, 'CoreSense publishes its 2026 sustainability report');
      assert.deepEqual([news.publication.zh_CN.state, news.publication.en_US.state], ['published', 'draft']);
    });

    test('six or more categories whose product counts add up to 24, in both languages', async () => {
      const labels: Record<string, string[]> = {};
      for (const lang of LANGS) {
        const { body } = await get(`/api/v1/product/class/options?lang=${lang}`);
        assert.ok(body.data.length >= 6);
        const total = body.data.reduce((sum: number, option: { count: number }) => sum + option.count, 0);
        assert.equal(total, 24);
        labels[lang] = body.data.map((option: { label: string }) => option.label);
      }
      assert.ok(labels.zh_CN?.every((label) => HAN.test(label)));
      assert.ok(labels.en_US?.every((label) => !HAN.test(label)));
      assert.ok(labels.en_US?.includes('MEMS Accelerometers'));
    });

    test('24 products in each language, each name translated', async () => {
      const names: Record<string, Map<number, string>> = {};
      for (const lang of LANGS) {
        const { body } = await get(`/api/v1/product/list?lang=${lang}&pageSize=100`);
        assert.equal(body.data.total, 24);
        names[lang] = new Map(
          body.data.list.map((item: { id: number; jsonStr: string }) => [
            item.id,
            (JSON.parse(item.jsonStr) as ProductContent).name,
          ]),
        );
      }
      for (const [id, zh] of names.zh_CN ?? []) {
        const en = names.en_US?.get(id);
        assert.ok(en && en !== zh, `product ${id} has an English name`);
        assert.match(zh, HAN);
        assert.doesNotMatch(en, HAN);
      }
      const models = await get('/api/v1/product/list?lang=en_US&keyword=CSA-3110');
      assert.equal(models.body.data.total, 1);
    });

    test('every product detail has specs, models, pictures and a datasheet that downloads as a PDF', async () => {
      const { body } = await get('/api/v1/product/list?lang=en_US&pageSize=100');
      for (const { id } of body.data.list as Array<{ id: number }>) {
        const detail = await get(`/api/v1/product/detail/${id}?lang=en_US`);
        assert.equal(detail.status, 200);
        const product = JSON.parse(detail.body.data.jsonStr) as ProductContent;
        assert.match(product.model, /^CS[A-Z]-\d{4}[A-Z]?$/);
        assert.ok(product.features.length >= 4 && product.features.length <= 6, `${product.model} features`);
        assert.ok(product.specs.length >= 6, `${product.model} specs`);
        assert.ok(product.specs.some((spec) => spec.name === 'Package'));
        assert.ok(product.models.length >= 2 && product.models.length <= 3, `${product.model} models`);
        assert.equal(product.images.length, 2);
        assert.match(product.description, /^<p>.*<ul>.*<\/ul>$/s);
        assert.ok(product.files.length >= 1);
        const datasheet = product.files[0] as FileRef;
        assert.equal(datasheet.name, `${product.model} Datasheet.pdf`);
        const pdf = await assertLoads(datasheet.url, 'application/pdf');
        assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
        assert.equal(pdf.rawPayload.length, datasheet.size);
        await assertLoads(product.cover, 'image/svg+xml');
      }
    });

    test('the Chinese page offers its own datasheet, titled in Chinese, under a Chinese file name', async () => {
      const datasheetOf = async (lang: Lang) => {
        const { body } = await get(`/api/v1/product/list?lang=${lang}&keyword=CSA-3110`);
        const product = JSON.parse(body.data.list[0].jsonStr) as ProductContent;
        const datasheet = product.files[0] as FileRef;
        const pdf = await assertLoads(datasheet.url, 'application/pdf');
        assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
        return { product, datasheet, pdf };
      };
      const zh = await datasheetOf('zh_CN');
      const en = await datasheetOf('en_US');
      assert.equal(zh.datasheet.name, `${zh.product.model} 数据手册.pdf`);
      assert.match(String(zh.pdf.headers['content-disposition']), /filename\*=UTF-8''.*%E6%95%B0%E6%8D%AE/);
      assert.notEqual(zh.datasheet.id, en.datasheet.id);
      assert.ok(!zh.pdf.rawPayload.equals(en.pdf.rawPayload), 'the two languages download different files');
      // The metadata title is a UTF-16BE string: "数据手册" is in the Chinese one only.
      const chineseTitle = Buffer.from('数据手册', 'utf16le').swap16().toString('latin1');
      assert.ok(
        zh.pdf.rawPayload.toString('latin1').includes(chineseTitle),
        'the Chinese edition is titled in Chinese',
      );
      assert.ok(!en.pdf.rawPayload.toString('latin1').includes(chineseTitle));
    });

    test('six applications, each relating 3 to 5 published products', async () => {
      const { body } = await get('/api/v1/app/range/list?lang=zh_CN&pageSize=100');
      assert.equal(body.data.total, 6);
      for (const item of body.data.list as Array<{ jsonStr: string }>) {
        const application = JSON.parse(item.jsonStr) as ApplicationContent;
        assert.ok(application.relatedProductIds.length >= 3 && application.relatedProductIds.length <= 5);
        for (const id of application.relatedProductIds) {
          assert.equal((await get(`/api/v1/product/detail/${id}`)).status, 200);
        }
        await assertLoads(application.cover, 'image/svg+xml');
      }
    });

    test('30 news items from 2021 to 2026 and 8 exhibitions with address, booth and dates', async () => {
      for (const lang of LANGS) {
        const news = await get(`/api/v1/news/list?lang=${lang}&pageSize=100`);
        // And the sustainability report, published in Chinese only so far.
        assert.equal(news.body.data.total, lang === 'zh_CN' ? 31 : 30);
        const years = new Set((news.body.data.list as NewsItem[]).map((item) => item.createTime.slice(0, 4)));
        assert.deepEqual([...years].sort(), ['2021', '2022', '2023', '2024', '2025', '2026']);
        const shows = await get(`/api/v1/news/list?lang=${lang}&type=activity&pageSize=100`);
        assert.equal(shows.body.data.total, 8);
        for (const show of shows.body.data.list as NewsItem[]) {
          assert.ok(show.address && show.booth, `${show.title} has an address and a booth`);
          assert.match(show.startDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
          assert.ok((show.endDate ?? '') >= (show.startDate ?? ''));
        }
      }
      const latest = await get('/api/v1/news/list?lang=en_US&pageSize=1');
      const detail = await get(`/api/v1/news/detail?lang=en_US&id=${latest.body.data.list[0].id}`);
      assert.match(detail.body.data.content, /^<p>/);
      await assertLoads(detail.body.data.cover, 'image/svg+xml');
    });

    test('12 investor items of both types, each with a PDF', async () => {
      const all = await get('/api/v1/investor/list?lang=zh_CN&pageSize=100');
      assert.equal(all.body.data.total, 12);
      const announcements = await get('/api/v1/investor/list?type=announcement&pageSize=100');
      const reports = await get('/api/v1/investor/list?type=report&pageSize=100');
      assert.ok(announcements.body.data.total > 0 && reports.body.data.total > 0);
      assert.equal(announcements.body.data.total + reports.body.data.total, 12);
      for (const item of all.body.data.list as Array<{ jsonStr: string }>) {
        const content = JSON.parse(item.jsonStr) as { publishDate: string; files: FileRef[] };
        assert.match(content.publishDate, /^202[3-6]-\d{2}-\d{2}$/);
        assert.match(content.files[0]?.name ?? '', /\.pdf$/);
      }
      const first = JSON.parse(all.body.data.list[0].jsonStr) as { files: FileRef[] };
      const pdf = await assertLoads(first.files[0]?.url ?? '', 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    });

    test('the document centre: two editions of every datasheet with two or three revisions, notes, a guide, two PCNs and certificates', async () => {
      interface Listed {
        type: string;
        number: string;
        productIds: number[];
        changes: string;
        file: FileRef;
        history: Array<{ revision: string; changes: string; file: FileRef }>;
      }
      const { body } = await get('/api/v1/document/list?lang=zh_CN&pageSize=100');
      const documents = body.data.list as Listed[];
      const ofType = (type: string) => documents.filter((document) => document.type === type);
      const datasheets = ofType('datasheet');
      assert.equal(datasheets.length, 48, 'an English and a Chinese edition of each of the 24 products');
      for (const datasheet of datasheets) {
        assert.match(datasheet.number, /^CS-DS-\d{4}(-ZH)?$/);
        assert.equal(datasheet.productIds.length, 1);
        assert.ok(datasheet.history.length === 1 || datasheet.history.length === 2, datasheet.number);
        assert.ok(datasheet.changes.length > 10, `${datasheet.number} says what changed`);
        assert.match(datasheet.changes, /\p{Script=Han}/u);
      }
      assert.ok(datasheets.some((datasheet) => datasheet.history.length === 2));
      assert.ok(ofType('application-note').length >= 2);
      assert.equal(ofType('user-guide').length, 2);
      const notices = ofType('pcn');
      assert.equal(
        notices.length,
        7,
        'two change notices and a lifecycle notice for each of the five products being phased out',
      );
      for (const notice of notices) assert.ok(notice.productIds.length >= 1);
      assert.ok(ofType('certificate').length >= 2);
      const earlier = datasheets[0]?.history[0]?.file as FileRef;
      const pdf = await assertLoads(earlier.url, 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal(pdf.rawPayload.length, earlier.size);
    });

    test('one more announcement is a draft scheduled to publish in both languages some days ahead', async () => {
      const pending = await t.app.db
        .selectFrom('scheduled_actions')
        .select(['record_key', 'langs', 'action', 'run_at', 'author_id'])
        .where('done_at', 'is', null)
        .execute();
      assert.equal(pending.length, 1);
      const [action] = pending;
      assert.deepEqual(
        [JSON.parse(action?.langs ?? ''), action?.action, action?.author_id],
        [['zh_CN', 'en_US'], 'publish', null],
      );
      const days = (new Date(action?.run_at ?? 0).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
      assert.ok(days > 3 && days < 6, `${days} days ahead`);
      const id = Number(action?.record_key);
      for (const lang of ['zh_CN', 'en_US']) {
        assert.equal(
          (await get(`/api/v1/investor/detail?id=${id}&lang=${lang}`)).status,
          404,
          `not public in ${lang}`,
        );
      }
      const draft = await t.app.services.investorAdmin.get(id);
      assert.match(draft?.i18n.en_US?.title ?? '', /Phase III MEMS Line/);
      assert.equal(draft?.publication.en_US.state, 'scheduled');
    });

    test('8 jobs in Wuxi, Beijing and Shanghai with requirements and duties', async () => {
      const { body } = await get('/api/v1/recruit/list?lang=en_US&pageSize=100');
      assert.equal(body.data.total, 8);
      const locations = new Set(body.data.list.map((job: { location: string }) => job.location));
      assert.deepEqual([...locations].sort(), ['Beijing', 'Shanghai', 'Wuxi']);
      for (const job of body.data.list as Array<{ headcount: number; detail: string }>) {
        assert.ok(job.headcount >= 1);
        const detail = JSON.parse(job.detail) as { detail: string; desc: string; fileList: unknown[] };
        assert.match(detail.detail, /^<ul><li>/);
        assert.match(detail.desc, /^<ul><li>/);
        assert.deepEqual(detail.fileList, []);
      }
    });

    test('6 customer comments with portraits', async () => {
      const { body } = await get('/api/v1/customer/comment/list?lang=zh_CN&pageSize=100');
      assert.equal(body.data.total, 6);
      for (const item of body.data.list as Array<{ jsonStr: string }>) {
        const comment = JSON.parse(item.jsonStr) as {
          name: string;
          company: string;
          content: string;
          avatar: string;
        };
        assert.ok(comment.name && comment.company && comment.content.length > 20);
        await assertLoads(comment.avatar, 'image/svg+xml');
      }
    });

    test('the about page has ten or more history entries and the Beijing and Wuxi subsidiaries', async () => {
      const cities = { zh_CN: ['北京', '无锡'], en_US: ['Beijing', 'Wuxi'] };
      for (const lang of LANGS) {
        const { body } = await get(`/api/v1/about/us/data?lang=${lang}`);
        const about = JSON.parse(body.data) as AboutBlock;
        assert.ok(about.history.length >= 10);
        assert.ok(about.history.every((entry) => /^\d{4}(-\d{2})?$/.test(entry.time) && entry.title));
        assert.match(about.introduction, /^<p>/);
        for (const city of cities[lang]) {
          assert.ok(
            about.subsidiaries.some((company) => company.city === city && company.name.includes(city)),
            `${lang} lists the ${city} subsidiary`,
          );
        }
      }
    });

    test('the home page has three banners and four advantages whose pictures load', async () => {
      for (const lang of LANGS) {
        const { body } = await get(`/api/v1/home/data?lang=${lang}`);
        const home = JSON.parse(body.data) as HomeData;
        assert.equal(home.banners.length, 3);
        for (const banner of home.banners) {
          assert.ok(banner.title && banner.subtitle);
          assert.match(banner.link, /^\/[a-z-]+$/);
          await assertLoads(banner.image, 'image/svg+xml');
        }
        assert.equal(home.advantages.length, 4);
        for (const advantage of home.advantages) await assertLoads(advantage.icon, 'image/svg+xml');
      }
    });

    test('contact, product page, advantages and footer blocks exist in both languages', async () => {
      for (const lang of LANGS) {
        const contact = await get(`/api/v1/contact/us/info?lang=${lang}`);
        assert.ok(
          contact.body.data.companyName && contact.body.data.email && contact.body.data.offices.length >= 2,
        );
        const page = JSON.parse((await get(`/api/v1/product/page/config?lang=${lang}`)).body.data);
        await assertLoads(page.banner, 'image/svg+xml');
        const advantages = JSON.parse(
          (await get(`/api/v1/other/data/data?lang=${lang}&type=advantages`)).body.data,
        );
        assert.ok(advantages.list.length >= 4);
        const footer = JSON.parse((await get(`/api/v1/other/data/data?lang=${lang}&type=footer`)).body.data);
        assert.match(footer.icp, /^苏ICP备\d+号/);
        assert.ok(footer.links.length > 0);
      }
      const zh = await get('/api/v1/contact/us/info?lang=zh_CN');
      const en = await get('/api/v1/contact/us/info?lang=en_US');
      assert.notEqual(zh.body.data.address, en.body.data.address);
    });
  });

  describe(`seeding only an empty database, and reseeding after a reset (${backend.name})`, () => {
    let t: TestApp;
    const teardown: Array<() => Promise<void>> = [];
    const { get } = client(() => t);

    before(async () => {
      t = await buildTestApp(backend, { cleanup: (fn) => teardown.push(fn) });
    });
    after(async () => {
      for (const fn of teardown) await fn();
    });

    const productTotal = async () => (await get('/api/v1/product/list?pageSize=1')).body.data.total;
    const fileCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    test('starts seed once: concurrent and later calls find the content there', async () => {
      assert.equal(await hasContent(t.app.db), false);
      const [first, second] = await Promise.all([
        seedDemoContentIfEmpty(seedDeps(t)),
        seedDemoContentIfEmpty(seedDeps(t)),
      ]);
      assert.equal([first, second].filter(Boolean).length, 1);
      assert.equal(await hasContent(t.app.db), true);
      assert.equal(await seedDemoContentIfEmpty(seedDeps(t)), undefined);
      await t.app.contentChanged();
      assert.equal(await productTotal(), 24);
      await assert.rejects(seedDemoContent(seedDeps(t)), /already has content/);
    });

    test('a reset removes content and stored files but keeps enquiries and staff, then reseeds the same', async () => {
      const filesBefore = await fileCount();
      const oldFile = await t.app.db.selectFrom('files').select('storage_key').executeTakeFirstOrThrow();
      const { body: list } = await get('/api/v1/product/list?pageSize=1');
      const ask = await t.app.inject({
        method: 'POST',
        url: '/api/v1/product/ask',
        payload: {
          name: 'Li Lei',
          email: 'li.lei@example.com',
          phone: '+86 138 0000 0000',
          productId: list.data.list[0].id,
        },
      });
      assert.equal(ask.statusCode, 200);
      await t.app.db
        .insertInto('staff_users')
        .values({
          username: 'editor',
          name: 'Editor',
          email: 'editor@example.com',
          phone: '',
          avatar: '',
          password_hash: 'not-a-real-hash',
          enabled: true,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();

      await clearContent(t.app.db, t.app.fileStore);
      assert.equal(await hasContent(t.app.db), false);
      assert.equal(await fileCount(), 0);
      assert.equal(await t.app.fileStore.size(oldFile.storage_key), undefined);
      const enquiry = await t.app.db.selectFrom('enquiries').select('product_id').executeTakeFirstOrThrow();
      assert.equal(enquiry.product_id, null);
      assert.ok(
        await t.app.db
          .selectFrom('staff_users')
          .select('id')
          .where('username', '=', 'editor')
          .executeTakeFirst(),
      );

      const summary = await seedDemoContent(seedDeps(t));
      await t.app.contentChanged();
      assert.equal(summary.products, 24);
      assert.equal(await productTotal(), 24);
      assert.equal((await get('/api/v1/news/list?lang=en_US&pageSize=1')).body.data.total, 30);
      assert.equal((await get('/api/v1/news/list?type=activity&pageSize=1')).body.data.total, 8);
      assert.equal(await fileCount(), filesBefore);
    });
  });
}
