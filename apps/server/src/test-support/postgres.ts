import pg from 'pg';

/** One client of its own for `use`, closed afterwards. */
export async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server of `adminUrl`, empty or a copy of the database `template`
 * (which nobody may be connected to). `drop` forces out the sessions a killed server may leave.
 */
export async function temporaryDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<TemporaryDatabase> {
  const name = `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withPgClient(adminUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    name,
    url: url.toString(),
    drop: () => withPgClient(adminUrl, (client) => dropWhenClosed(client, name)),
  };
}

/** PostgreSQL's answer to a drop of a database that has sessions. */
const OBJECT_IN_USE = '55006';

/**
 * pg's `Pool.end()` resolves before its clients' connections have closed. A plain drop waits for
 * such sessions (PostgreSQL gives them 5 s), where a drop with `force` would terminate them and
 * their client would report it as an uncaught error in a test that has ended; `force` is for the
 * sessions of a killed server that linger past that.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
    await client.query(`drop database if exists ${name} with (force)`);
  }
}
