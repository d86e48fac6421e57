import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config.ts';

test('defaults give a working embedded setup', () => {
  const config = loadConfig({});
  assert.equal(config.port, 3000);
  assert.equal(config.dataDir, path.resolve('./data'));
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.adminUsername, 'admin');
  assert.equal(config.cache, true);
});

test('a relative DATA_DIR is read from where npm was run, not from the workspace folder', () => {
  assert.equal(loadConfig({ INIT_CWD: '/srv/coresense' }).dataDir, '/srv/coresense/data');
  assert.equal(loadConfig({ INIT_CWD: '/srv/coresense', DATA_DIR: 'var' }).dataDir, '/srv/coresense/var');
  assert.equal(loadConfig({ INIT_CWD: '/srv/coresense', DATA_DIR: '/data' }).dataDir, '/data');
});

test('values are read and normalised', () => {
  const config = loadConfig({
    PORT: '8080',
    PUBLIC_URL: 'https://www.coresense.example/',
    DATABASE_URL: 'postgres://u@db:5432/site',
    CACHE: 'off',
    ADMIN_USERNAME: 'root',
  });
  assert.equal(config.port, 8080);
  assert.equal(config.publicUrl, 'https://www.coresense.example');
  assert.equal(config.databaseUrl, 'postgres://u@db:5432/site');
  assert.equal(config.cache, false);
  assert.equal(config.adminUsername, 'root');
});

test('every bad variable is reported at once, by name', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'short',
        PUBLIC_URL: 'not a url',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const names = error.problems.map((problem) => problem.split('=')[0]);
      assert.deepEqual(names.sort(), ['ADMIN_PASSWORD', 'DATABASE_URL', 'PORT', 'PUBLIC_URL']);
      assert.match(error.message, /ADMIN_PASSWORD="short": must be at least 8 characters/);
      return true;
    },
  );
});

test('METRICS_TOKEN is a long printable secret, or absent', () => {
  assert.equal(loadConfig({}).metricsToken, undefined);
  assert.equal(loadConfig({ METRICS_TOKEN: '' }).metricsToken, undefined);
  assert.equal(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken, 'a'.repeat(16));
  for (const bad of ['too-short', 'has spaces in the middle']) {
    assert.throws(
      () => loadConfig({ METRICS_TOKEN: bad }),
      (error: unknown) => error instanceof ConfigError && /^METRICS_TOKEN=/.test(error.problems[0] ?? ''),
    );
  }
});

test('FILE_STORE names the local folder or a bucket with its S3_* settings', () => {
  assert.equal(loadConfig({}).fileStore, undefined);
  assert.equal(loadConfig({ FILE_STORE: 'local' }).fileStore, undefined);
  assert.deepEqual(
    loadConfig({
      FILE_STORE: 's3://coresense-files/site/uploads/',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).fileStore,
    {
      bucket: 'coresense-files',
      prefix: 'site/uploads/',
      endpoint: 'http://minio:9000',
      region: 'cn-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    },
  );
  // Without an endpoint and keys: AWS itself, with the SDK's own credentials (an instance role).
  assert.deepEqual(loadConfig({ FILE_STORE: 's3://coresense-files' }).fileStore, {
    bucket: 'coresense-files',
    prefix: '',
    region: 'us-east-1',
    forcePathStyle: false,
  });
});

test('a bad FILE_STORE or half a key pair is named', () => {
  for (const [env, named] of [
    [{ FILE_STORE: 'ftp://files' }, /FILE_STORE="ftp:\/\/files": must be local or s3:\/\/bucket\/prefix/],
    [{ FILE_STORE: 's3://Bad_Bucket/x' }, /FILE_STORE="s3:\/\/Bad_Bucket\/x"/],
    [{ FILE_STORE: 's3://files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT="minio:9000"/],
    [{ FILE_STORE: 's3://files', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: must be set too/],
  ] as const) {
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, named);
        return true;
      },
    );
  }
});
