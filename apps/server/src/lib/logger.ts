import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * JSON lines for log collectors; readable lines when a person watches the terminal. The pretty
 * stream is synchronous and in-process, so a crash's last lines are never lost to a worker thread.
 */
export function createLogger(level: string, output: NodeJS.WriteStream = process.stdout): Logger {
  if (!output.isTTY) return pino({ level });
  return pino(
    { level },
    pretty({ destination: output, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
  );
}
