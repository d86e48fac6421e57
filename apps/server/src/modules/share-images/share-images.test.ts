import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { mediaUrl, syncFileRefs } from '../../content/file-refs.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductRepository } from '../products/products.repository.ts';
import { wrapText } from './share-image.ts';

/* Share images (issue 11, item 12): real 1200×630 JPEGs, drawn anew when their content changes. */

/** A red picture, as an uploaded photo (drawn) and as an SVG (left out: its cost is unbounded). */
const COVER_PNG = sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } })
  .png()
  .toBuffer();
const COVER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#ff0000"/></svg>',
);

describe('share image text', () => {
  test('wraps Latin text between words and CJK text anywhere, with an ellipsis when cut', () => {
    assert.deepEqual(wrapText('Triaxial accelerometer', 50, 400, 3), ['Triaxial', 'accelerometer']);
    const cjk = wrapText('三轴超低功耗数字加速度计', 50, 300, 3);
    assert.ok(cjk.length === 2 && cjk.join('') === '三轴超低功耗数字加速度计', cjk.join('|'));
    const cut = wrapText('one two three four five six seven eight nine ten', 50, 200, 2);
    assert.equal(cut.length, 2);
    assert.ok(cut[1]!.endsWith('…'));
  });
});

const DRAWS_PER_MINUTE = 3;

for (const backend of testBackends()) {
  describe(`share images (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      config: { shareDrawsPerMinute: DRAWS_PER_MINUTE },
      fixtures: ['catalogue'],
    });
    const { catalogue: ids } = s;

    async function image(url: string, headers: Record<string, string> = {}) {
      const response = await s.app.inject({ method: 'GET', url, headers });
      return response;
    }

    async function pixelsOf(bytes: Buffer) {
      const { width, height, format } = await sharp(bytes).metadata();
      return { width, height, format };
    }

    test('the site image is a 1200×630 JPEG in each language', async () => {
      const zh = await image('/share/site.jpg?lang=zh_CN');
      const en = await image('/share/site.jpg?lang=en-US');
      for (const response of [zh, en]) {
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-type'], 'image/jpeg');
        assert.deepEqual(await pixelsOf(response.rawPayload), { width: 1200, height: 630, format: 'jpeg' });
      }
      assert.notEqual(zh.headers.etag, en.headers.etag, 'each language has its own texts');
      assert.equal(
        (await image('/share/site.jpg?lang=zh_CN', { 'if-none-match': String(zh.headers.etag) })).statusCode,
        304,
      );
    });

    test('a product image shows its cover, and is drawn anew once the product changes', async () => {
      const cover = await s.app.services.files.store({
        name: 'cover.png',
        mime: 'image/png',
        data: await COVER_PNG,
      });
      const products = new ProductRepository(s.db);
      const input = (name: string) => ({
        classifyId: ids.categories.accelerometers,
        sort: 1,
        enabled: true,
        i18n: {
          zh_CN: productText(`${name} 中文`, 'CSA-3110', { cover: mediaUrl(cover.id, 'cover.png') }),
          en_US: productText(name, 'CSA-3110', { cover: mediaUrl(cover.id, 'cover.png') }),
        },
      });
      await products.update(ids.products.axis3, input('Triaxial accelerometer'));
      await syncFileRefs(s.db, 'product', ids.products.axis3, input('Triaxial accelerometer').i18n);
      const url = `/share/product/${ids.products.axis3}.jpg?lang=en_US`;
      const first = await image(url);
      assert.equal(first.statusCode, 200);
      assert.deepEqual(await pixelsOf(first.rawPayload), { width: 1200, height: 630, format: 'jpeg' });
      // The red cover is drawn on the right half; the left half is the blue card with the title.
      const { data, info } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [r, g, b] = pixel(900, 315);
      assert.ok(r! > 200 && g! < 60 && b! < 60, `the cover is drawn: ${[r, g, b]}`);
      const [r2, , b2] = pixel(20, 600);
      assert.ok(b2! > r2!, 'the background is the brand blue');
      assert.equal(
        (await image(url)).headers.etag,
        first.headers.etag,
        'the same image while nothing changed',
      );

      // Timestamps have millisecond precision: the edit must land in a later one.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await products.update(ids.products.axis3, input('Renamed accelerometer'));
      const second = await image(url);
      assert.equal(second.statusCode, 200);
      assert.notEqual(second.headers.etag, first.headers.etag, 'the edit is drawn');
    });

    test('an SVG cover is left out of the image: drawing one has no bounded cost', async () => {
      const cover = await s.app.services.files.store({
        name: 'cover.svg',
        mime: 'image/svg+xml',
        data: COVER_SVG,
      });
      const products = new ProductRepository(s.db);
      const text = (name: string) =>
        productText(name, 'CSA-3220', { cover: mediaUrl(cover.id, 'cover.svg') });
      const input = {
        classifyId: ids.categories.accelerometers,
        sort: 2,
        enabled: true,
        i18n: { zh_CN: text('矢量封面'), en_US: text('Vector cover') },
      };
      await products.update(ids.products.barometer, input);
      await syncFileRefs(s.db, 'product', ids.products.barometer, input.i18n);
      const drawn = await image(`/share/product/${ids.products.barometer}.jpg?lang=en_US`);
      assert.equal(drawn.statusCode, 200);
      const { data, info } = await sharp(drawn.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (900 * info.channels + 315 * info.width * info.channels) | 0;
      const [r, g, b] = [...data.subarray(at, at + 3)];
      assert.ok(b! > r! && g! < 200, `the card's blue where a cover would be: ${[r, g, b]}`);
    });

    test('a client may cause only so many drawings a minute; images already drawn still answer', async () => {
      const products = new ProductRepository(s.db);
      const url = `/share/product/${ids.products.lowPower}.jpg?lang=en_US`;
      const from = (remoteAddress: string) => s.app.inject({ method: 'GET', url, remoteAddress });
      // Each edit is a new picture to draw: its update time is part of the image's key.
      const edit = async (round: number) => {
        const startedIn = Date.now();
        while (Date.now() === startedIn) await new Promise((resolve) => setImmediate(resolve));
        await products.update(ids.products.lowPower, {
          classifyId: ids.categories.accelerometers,
          sort: 1,
          enabled: true,
          i18n: {
            zh_CN: productText(`低功耗 ${round}`, 'CSA-2100'),
            en_US: productText(`Low power ${round}`, 'CSA-2100'),
          },
        });
      };
      for (let round = 1; round <= DRAWS_PER_MINUTE; round += 1) {
        await edit(round);
        assert.equal((await from('198.51.100.7')).statusCode, 200, `drawing ${round}`);
      }
      assert.equal((await from('198.51.100.7')).statusCode, 200, 'drawn already: no new drawing');
      await edit(DRAWS_PER_MINUTE + 1);
      const refused = await from('198.51.100.7');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, 'RATE_LIMITED');
      const other = await from('198.51.100.8');
      assert.equal(other.statusCode, 200, 'another client draws it');
      assert.equal((await from('198.51.100.7')).statusCode, 200, 'and then it is drawn for everyone');
    });

    test('unpublished records and bad addresses have no image', async () => {
      assert.equal((await image(`/share/product/${ids.products.draft}.jpg`)).statusCode, 404);
      assert.equal((await image(`/share/product/${ids.products.retired}.jpg`)).statusCode, 404);
      assert.equal((await image('/share/product/999999.jpg')).statusCode, 404);
      for (const bad of [
        '/share/product/0.jpg',
        '/share/product/abc.jpg',
        '/share/secret/1.jpg',
        '/share/product/1.png',
      ]) {
        const response = await image(bad);
        assert.ok([400, 404].includes(response.statusCode), `${bad}: ${response.statusCode}`);
      }
    });
  });
}
