import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const about = (city: [string, string]) => ({
  introduction: '<p>CoreSense</p>',
  history: [
    { time: '2019', title: 'Founded', description: '' },
    { time: '2024-05', title: 'IPO', description: '' },
    { time: '2024', title: 'Wuxi fab', description: '' },
  ],
  subsidiaries: [
    { name: city[0], city: city[1], address: '', phone: '' },
    { name: 'Wuxi CoreSense', city: 'Wuxi', address: '', phone: '' },
  ],
});

for (const backend of testBackends()) {
  describe(`page blocks (${backend.name})`, () => {
    const s = useTestApp(backend, {
      setup: async (t) => {
        const blocks = t.app.services.blocks;
        await blocks.save('about', 'en_US', about(['Beijing CoreSense', 'Beijing']));
        await blocks.save('about', 'zh_CN', about(['北京芯感', '北京']));
        await blocks.save('home', 'en_US', {
          banners: [{ title: 'Sensing the world', subtitle: '', image: '', link: '/product' }],
          advantages: [],
        });
        await blocks.save('contact', 'en_US', {
          companyName: 'CoreSense Technology',
          address: '1 Sensor Road, Wuxi',
          phone: '+86 510 0000 0000',
          email: 'sales@coresense.example',
          fax: '',
          postcode: '214000',
          workingHours: 'Mon–Fri 9:00–18:00',
          offices: [{ name: 'Beijing office', address: 'Haidian', phone: '+86 10 0000 0000' }],
        });
        await blocks.save('footer', 'en_US', {
          slogan: 'Sense more',
          copyright: '© CoreSense',
          icp: '',
          links: [],
        });
      },
    });

    test('about data is a JSON string with the history newest first', async () => {
      const { status, body } = await s.get('/api/v1/about/us/data?lang=en_US');
      assert.equal(status, 200);
      assert.equal(body.success, true);
      const data = JSON.parse(body.data);
      assert.deepEqual(
        data.history.map((entry: { time: string }) => entry.time),
        ['2024-05', '2024', '2019'],
      );
      assert.deepEqual(
        data.subsidiaries.map((entry: { city: string }) => entry.city),
        ['Beijing', 'Wuxi'],
      );
      const zh = JSON.parse((await s.get('/api/v1/about/us/data')).body.data);
      assert.equal(zh.subsidiaries[0].name, '北京芯感');
    });

    test('home data is a JSON string; contact info is an object', async () => {
      const home = JSON.parse((await s.get('/api/v1/home/data?lang=en-US')).body.data);
      assert.equal(home.banners[0].title, 'Sensing the world');
      const contact = await s.get('/api/v1/contact/us/info?lang=en_US');
      assert.equal(contact.body.data.companyName, 'CoreSense Technology');
      assert.equal(contact.body.data.offices[0].name, 'Beijing office');
      const zhContact = await s.get('/api/v1/contact/us/info');
      assert.deepEqual(
        zhContact.body,
        { success: true, data: {} },
        'an unwritten block is empty, not an error',
      );
    });

    test('other/data/data answers a named block, 404 for an unknown type, 400 without one', async () => {
      const footer = await s.get('/api/v1/other/data/data?type=footer&lang=en_US');
      assert.equal(JSON.parse(footer.body.data).slogan, 'Sense more');
      const unknown = await s.get('/api/v1/other/data/data?type=secrets');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.code, 'NOT_FOUND');
      const missing = await s.get('/api/v1/other/data/data?lang=en_US');
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, [{ field: 'type', message: 'The field is required.' }]);
    });

    test('rich text in a block is sanitised on save', async () => {
      await s.app.services.blocks.save('about', 'zh_CN', {
        ...about(['北京芯感', '北京']),
        introduction: '<p>芯感科技<script>alert(1)</script></p>',
      });
      await s.app.contentChanged();
      const data = JSON.parse((await s.get('/api/v1/about/us/data')).body.data);
      assert.equal(data.introduction, '<p>芯感科技</p>');
    });

    test('pictures a block shows are served while any of its languages shows them', async () => {
      const picture = await s.app.services.files.store({
        name: 'banner.svg',
        mime: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      const url = s.app.services.files.mediaUrlOf({ id: picture.id, name: 'banner.svg' });
      assert.equal((await s.app.inject({ method: 'GET', url })).statusCode, 404, 'not yet referenced');
      const home = {
        banners: [{ title: 'New', subtitle: '', image: url, link: '/product' }],
        advantages: [],
      };
      await s.app.services.blocks.save('home', 'zh_CN', home);
      assert.equal((await s.app.inject({ method: 'GET', url })).statusCode, 200);
      await s.app.services.blocks.save('home', 'zh_CN', { ...home, banners: [] });
      assert.equal((await s.app.inject({ method: 'GET', url })).statusCode, 404, 'no longer shown anywhere');
    });

    test('a block that breaks its schema is refused and nothing is saved', async () => {
      await assert.rejects(s.app.services.blocks.save('about', 'en_US', { history: 'yesterday' }));
      const data = JSON.parse((await s.get('/api/v1/about/us/data?lang=en_US')).body.data);
      assert.equal(data.history.length, 3);
    });
  });
}
