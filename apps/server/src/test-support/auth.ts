import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestStaff {
  id: number;
  username: string;
  password: string;
}

let created = 0;

/** A staff member whose own role grants exactly `authorities`. */
export async function createStaff(
  app: FastifyInstance,
  options: { username?: string; password?: string; authorities?: readonly string[]; enabled?: boolean } = {},
): Promise<TestStaff> {
  created += 1;
  const username = options.username ?? `staff-${created}`;
  const password = options.password ?? TEST_PASSWORD;
  const roleId = await app.services.staff.ensureRole({
    name: `role-of-${username}`,
    authorities: options.authorities ?? [],
  });
  const id = await app.services.staff.createUser({
    username,
    password,
    name: `Name of ${username}`,
    email: `${username}@example.com`,
    enabled: options.enabled ?? true,
    roleIds: [roleId],
  });
  assert.ok(id, `staff user ${username} was not created`);
  return { id, username, password };
}

/** Signs in and answers the `Cookie` header value that carries the session. */
/** The sign-in request of the back-office's form, answered as is (for tests of refusals too). */
export function postLogin(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login/account',
    payload: { username, password, type: 'account' },
  });
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await postLogin(app, username, password);
  assert.equal(response.statusCode, 200, response.body);
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  assert.ok(sid, 'no session cookie');
  return `sid=${sid.value}`;
}

/** A new staff member holding `authorities`, signed in: `{ ...staff, cookie }`. */
export async function signedInStaff(app: FastifyInstance, authorities: readonly string[]) {
  const staff = await createStaff(app, { authorities });
  return { ...staff, cookie: await signIn(app, staff.username, staff.password) };
}
