import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginUrlFor, redirectAfterLogin } from './login-redirect.ts';

const login = (redirect?: string) =>
  `https://cs.example/user/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;

describe('redirectAfterLogin', () => {
  it('goes to the path of a same-origin redirect, query included', () => {
    assert.equal(
      redirectAfterLogin(login('https://cs.example/admin/products?page=2'), '/admin'),
      '/admin/products?page=2',
    );
  });

  it('takes a relative redirect as same-origin', () => {
    assert.equal(redirectAfterLogin(login('/admin/enquiries'), '/admin'), '/admin/enquiries');
  });

  it('uses the hash portion when it holds a path', () => {
    assert.equal(redirectAfterLogin(login('https://cs.example/#/admin/news'), '/admin'), '/admin/news');
  });

  it('keeps an in-page anchor that is not a path', () => {
    assert.equal(
      redirectAfterLogin(login('https://cs.example/admin/about#history'), '/admin'),
      '/admin/about#history',
    );
  });

  it('sends a foreign origin to the site root', () => {
    assert.equal(redirectAfterLogin(login('https://evil.example/admin'), '/admin'), '/');
    assert.equal(redirectAfterLogin(login('//evil.example/admin'), '/admin'), '/');
    assert.equal(
      redirectAfterLogin(login('http://cs.example/admin'), '/admin'),
      '/',
      'another scheme is another origin',
    );
    assert.equal(redirectAfterLogin(login('javascript:alert(1)'), '/admin'), '/');
  });

  it('never answers an address that leaves the origin when followed', () => {
    // Issue 11 #27: each of these landed on http://evil.example/ after signing in.
    const payloads = [
      '/admin#//evil.example',
      '/#//evil.example',
      '/admin#/\\evil.example',
      '/.//evil.example',
      '/admin/..//evil.example',
      '/%2e//evil.example',
      'https://cs.example/#//evil.example',
      'https://cs.example/.//evil.example',
      '/#/\\/evil.example',
    ];
    for (const payload of payloads) {
      const target = redirectAfterLogin(login(payload), '/admin');
      const followed = new URL(target, 'https://cs.example/user/login');
      assert.equal(followed.origin, 'https://cs.example', `${payload} → ${target}`);
      assert.equal(target, '/', `${payload} goes to the site root`);
    }
    // The raw query of the issue's report, `%23` left encoded in the redirect.
    const raw = 'https://cs.example/user/login?redirect=%2Fadmin%23%2F%2Fevil.example';
    assert.equal(redirectAfterLogin(raw, '/admin'), '/');
  });

  it('goes to the fallback without a redirect', () => {
    assert.equal(redirectAfterLogin(login(), '/admin'), '/admin');
    assert.equal(redirectAfterLogin(login(''), '/admin'), '/admin');
  });
});

describe('loginUrlFor', () => {
  it('carries the current full address', () => {
    const url = loginUrlFor('https://cs.example/admin/products?pageNum=2#top');
    assert.equal(
      url,
      `/user/login?redirect=${encodeURIComponent('https://cs.example/admin/products?pageNum=2#top')}`,
    );
  });

  it('stays on the sign-in page', () => {
    assert.equal(loginUrlFor('https://cs.example/user/login?redirect=%2Fadmin'), undefined);
    assert.equal(loginUrlFor('https://cs.example/user/login'), undefined);
  });

  it('keeps a redirect the address already names', () => {
    assert.equal(
      loginUrlFor('https://cs.example/admin/403?redirect=%2Fadmin%2Fstaff'),
      `/user/login?redirect=${encodeURIComponent('/admin/staff')}`,
    );
  });
});
