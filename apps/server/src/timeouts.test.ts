import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, test } from 'node:test';
import { serverTimeouts } from './app.ts';
import { DEFAULT_TIMEOUTS, loadConfig } from './config.ts';
import { afterTest, buildTestApp, testBackends } from './test-support/test-app.ts';

/*
 * Issue 11 #36: a body trickled one byte every 30 s kept a request open for good (Fastify's
 * request timeout is off unless set, and Node looks for overdue requests only every 30 s).
 */

const HEADERS_MS = 400;
const REQUEST_MS = 1000;

interface Outcome {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfter: number;
  answer: string;
}

/**
 * Sends the first `atOnce` bytes of `head` on connecting, then one byte every `everyMs` (the
 * rest of `head`, then body bytes) until the server closes the connection; fails after 10 s.
 */
function trickle(port: number, head: string, atOnce: number, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // Written before the timer starts: a socket queues writes until it connects, in order. Written
    // on connecting instead, a slow connect let the timer's body bytes go first (a parse error).
    const socket = connect(port, '127.0.0.1');
    socket.write(head.slice(0, atOnce));
    let answer = '';
    let sent = atOnce;
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(sent < head.length ? head[sent]! : 'x');
      sent += 1;
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 10 s, ${sent} bytes sent`));
    }, 10_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfter: Date.now() - started, answer });
    });
  });
}

const BODY_HEAD =
  'POST /api/login/account HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

for (const backend of testBackends()) {
  describe(`request time limits on a real socket (${backend.name})`, () => {
    async function listening(t: Parameters<typeof afterTest>[0]) {
      const { app } = await buildTestApp(backend, {
        config: { timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS } },
        cleanup: afterTest(t),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }

    test('a trickled body is answered 408 and closed soon after the request time', async (t) => {
      const port = await listening(t);
      // The headers arrive at once; then a body byte every 100 ms, far short of its length.
      const outcome = await trickle(port, BODY_HEAD, BODY_HEAD.length, 100);
      assert.match(outcome.answer, /^HTTP\/1\.1 408 /);
      assert.ok(outcome.closedAfter >= REQUEST_MS - 50, `closed after ${outcome.closedAfter} ms`);
      // The limit, plus Node's checking interval, plus a busy machine's slack.
      assert.ok(outcome.closedAfter < REQUEST_MS + 2_000, `closed after ${outcome.closedAfter} ms`);
    });

    test('trickled headers are answered 408 and closed soon after the headers time', async (t) => {
      const port = await listening(t);
      const outcome = await trickle(port, BODY_HEAD, 0, 50);
      assert.match(outcome.answer, /^HTTP\/1\.1 408 /);
      assert.ok(outcome.closedAfter < HEADERS_MS + 2_000, `closed after ${outcome.closedAfter} ms`);
    });

    test('requests sent in time are answered, also on a keep-alive connection idle past the limits', async (t) => {
      const port = await listening(t);
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      // A status line follows the previous body directly: bodies end without a line break.
      const answers = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      const until = async (count: number) => {
        while (answers().length < count) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';
      socket.write(request);
      await until(1);
      // Idle between requests: that is the keep-alive time's business, not the request's.
      await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 500));
      socket.write(request);
      await until(2);
      // Closed here: the server waits for open connections when it closes.
      socket.destroy();
      assert.deepEqual(answers(), ['HTTP/1.1 200', 'HTTP/1.1 200']);
    });
  });
}

test('the time limits are read from the environment, with defaults that close a trickle within two minutes', () => {
  const defaults = loadConfig({});
  assert.deepEqual(defaults.timeouts, {
    headersMs: DEFAULT_TIMEOUTS.headersSeconds * 1000,
    requestMs: DEFAULT_TIMEOUTS.requestSeconds * 1000,
  });
  const server = serverTimeouts(defaults);
  assert.ok(
    server.http.requestTimeout + server.http.connectionsCheckingInterval <= 120_000,
    'request time plus checking interval',
  );
  assert.ok(server.http.headersTimeout <= server.http.requestTimeout);
  assert.deepEqual(loadConfig({ HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '30' }).timeouts, {
    headersMs: 5000,
    requestMs: 30_000,
  });
  assert.throws(
    () => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }),
    /HEADERS_TIMEOUT/,
  );
  assert.throws(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' }), /REQUEST_TIMEOUT_SECONDS/);
});
