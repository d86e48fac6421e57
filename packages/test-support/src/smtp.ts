import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/* A real SMTP server for tests that follow mail out of the server (never a mocked transport). */

export interface ReceivedMail {
  /** The recipients, comma-separated. */
  to: string;
  /** The whole message, headers folded onto one line and quoted-printable parts decoded. */
  message: string;
}

export interface SmtpServer {
  received: ReceivedMail[];
  port: number;
  /** `SMTP_URL` for a server process that should send here. */
  url: string;
  /** The first mail, already received or still to come, that `matches`; rejects after `timeoutMs`. */
  waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * The message with its quoted-printable parts decoded (soft line breaks joined, `=XX` bytes
 * read as UTF-8), so links and words read as they were written.
 */
function decodeQuotedPrintable(message: string): string {
  const joined = message.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** An SMTP server on a free local port that keeps what it is sent and refuses the first `refusals` messages. */
export async function startSmtpServer({ refusals = 0 } = {}): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let left = refusals;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (left > 0) {
          left -= 1;
          return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks)
          .toString('latin1')
          .replace(/\r?\n[ \t]+/g, ' ');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          message: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        arrivals.emit('mail', mail);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    waitForMail(matches, timeoutMs = 30_000) {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        function onMail(mail: ReceivedMail) {
          if (!matches(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        }
        arrivals.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
