import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { THEME_COLORS } from '@coresense/shared';
import { adminApi } from '../../test-support/admin-api.ts';
import { createStaff, signedInStaff, signIn } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { signInLocale } from './layout-settings.service.ts';

const URL = '/api/v1/account/settings';

const DEFAULTS = {
  navTheme: 'light',
  contentWidth: 'Fluid',
  colorPrimary: '#1677ff',
  layout: 'mix',
  fixedHeader: true,
  fixSiderbar: true,
  autoHideHeader: false,
  colorWeak: false,
};

const CHOSEN = {
  navTheme: 'realDark',
  contentWidth: 'Fixed',
  colorPrimary: '#52c41a',
  layout: 'top',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: true,
  colorWeak: true,
  locale: 'pt-BR',
};

describe('the language of the first sign-in', () => {
  test('is the sign-in form’s locale, else Accept-Language, else Chinese', () => {
    assert.equal(signInLocale({ locale: 'zh-TW', acceptLanguage: 'en-US' }), 'zh-TW');
    assert.equal(signInLocale({ locale: 'zh-HK' }), 'zh-TW');
    assert.equal(signInLocale({ locale: 'zh-Hant-TW' }), 'zh-TW');
    assert.equal(signInLocale({ locale: 'pt-PT' }), 'pt-BR');
    assert.equal(signInLocale({ locale: 'en-GB' }), 'en-US');
    assert.equal(signInLocale({ locale: 'fr-FR', acceptLanguage: 'fr;q=1, pt;q=0.8, en;q=0.9' }), 'en-US');
    assert.equal(signInLocale({ acceptLanguage: 'de-DE, pt-BR;q=0.5' }), 'pt-BR');
    assert.equal(signInLocale({ acceptLanguage: 'de-DE' }), 'zh-CN');
    assert.equal(signInLocale({}), 'zh-CN');
  });
});

for (const backend of testBackends()) {
  describe(`layout settings (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('need a session', async () => {
      assert.equal((await adminApi(s.app).get(URL)).status, 401);
      assert.equal((await adminApi(s.app).put(URL, CHOSEN)).status, 401);
    });

    test('start as the defaults in the language of the first sign-in, which a later one does not change', async () => {
      const staff = await createStaff(s.app);
      const first = await s.app.inject({
        method: 'POST',
        url: '/api/login/account',
        payload: { username: staff.username, password: staff.password, locale: 'pt-BR' },
        headers: { 'accept-language': 'en-US' },
      });
      assert.equal(first.statusCode, 200);
      const cookie = `sid=${first.cookies.find((c) => c.name === 'sid')!.value}`;
      const settings = await adminApi(s.app, cookie).get(URL);
      assert.equal(settings.status, 200);
      assert.equal(settings.headers['cache-control'], 'no-store');
      assert.deepEqual(settings.body.data, { ...DEFAULTS, locale: 'pt-BR' });

      const again = await s.app.inject({
        method: 'POST',
        url: '/api/login/account',
        payload: { username: staff.username, password: staff.password, locale: 'en-US' },
      });
      const cookie2 = `sid=${again.cookies.find((c) => c.name === 'sid')!.value}`;
      assert.equal((await adminApi(s.app, cookie2).get(URL)).body.data.locale, 'pt-BR');
    });

    test('without the form’s locale, the first sign-in takes Accept-Language', async () => {
      const staff = await createStaff(s.app);
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/login/account',
        payload: { username: staff.username, password: staff.password },
        headers: { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' },
      });
      const cookie = `sid=${response.cookies.find((c) => c.name === 'sid')!.value}`;
      assert.equal((await adminApi(s.app, cookie).get(URL)).body.data.locale, 'zh-TW');
    });

    test('a PUT is kept, follows the user into another session, and leaves other users alone', async () => {
      const me = await signedInStaff(s.app, []);
      const other = await signedInStaff(s.app, []);
      const otherBefore = (await adminApi(s.app, other.cookie).get(URL)).body.data;

      const saved = await adminApi(s.app, me.cookie).put(URL, {
        ...CHOSEN,
        colorPrimary: '#52C41A',
        extra: 1,
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(
        saved.body.data,
        CHOSEN,
        'the colour comes back in lower case, unknown fields dropped',
      );

      const elsewhere = await signIn(s.app, me.username, me.password);
      assert.deepEqual((await adminApi(s.app, elsewhere).get(URL)).body.data, CHOSEN);
      assert.deepEqual((await adminApi(s.app, other.cookie).get(URL)).body.data, otherBefore);

      const back = { ...DEFAULTS, locale: 'zh-TW' };
      assert.deepEqual((await adminApi(s.app, me.cookie).put(URL, back)).body.data, back);
      assert.deepEqual((await adminApi(s.app, elsewhere).get(URL)).body.data, back);
    });

    test('takes each of the eight colours, in any case', async () => {
      const me = await signedInStaff(s.app, []);
      for (const { hex } of THEME_COLORS) {
        const saved = await adminApi(s.app, me.cookie).put(URL, {
          ...CHOSEN,
          colorPrimary: hex.toUpperCase(),
        });
        assert.equal(saved.status, 200, hex);
        assert.equal((await adminApi(s.app, me.cookie).get(URL)).body.data.colorPrimary, hex);
      }
    });

    test('every other value is a 400 on its field and saves nothing', async () => {
      const me = await signedInStaff(s.app, []);
      const api = adminApi(s.app, me.cookie);
      await api.put(URL, CHOSEN);
      const bad: Array<[string, unknown]> = [
        ['navTheme', 'dark'],
        ['navTheme', 'Light'],
        ['contentWidth', 'fluid'],
        ['colorPrimary', '#123456'],
        ['colorPrimary', 'green'],
        ['colorPrimary', '#1890ff'],
        ['colorPrimary', 7],
        ['layout', 'left'],
        ['fixedHeader', 'true'],
        ['fixSiderbar', 1],
        ['autoHideHeader', null],
        ['colorWeak', 'yes'],
        ['locale', 'zh-HK'],
        ['locale', 'pt'],
        ['locale', 'en_US'],
      ];
      for (const [field, value] of bad) {
        const answer = await api.put(`${URL}?lang=en_US`, { ...CHOSEN, navTheme: 'light', [field]: value });
        assert.equal(answer.status, 400, `${field}: ${JSON.stringify(value)}`);
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          answer.body.errors.map((e: { field: string }) => e.field),
          [field],
          `${field}: ${JSON.stringify(value)}`,
        );
      }
      for (const field of Object.keys(CHOSEN)) {
        const { [field as keyof typeof CHOSEN]: _, ...missing } = CHOSEN;
        const answer = await api.put(URL, missing);
        assert.equal(answer.status, 400, `without ${field}`);
        assert.deepEqual(
          answer.body.errors.map((e: { field: string }) => e.field),
          [field],
        );
      }
      assert.deepEqual((await api.get(URL)).body.data, CHOSEN, 'nothing was saved');
    });
  });
}
