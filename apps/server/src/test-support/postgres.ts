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
    drop: async () => {
      await withPgClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
