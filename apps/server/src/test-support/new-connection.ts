import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request on a connection of its own (no keep-alive agent): with WORKERS, node:cluster hands
 * each such request to the workers in turn, so calls may land on any of them.
 */
export function requestOnNewConnection(
  base: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          connection: 'close',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
