export const ACTIONS = ['read', 'write'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Checking "write" checks "read" too, and unchecking "read" unchecks "write": writing needs the
 * list. Only `grantable` authorities are ever added (the server refuses granting what the
 * editor does not hold); taking one away is always allowed.
 */
export function toggleAuthority(
  current: readonly string[],
  resource: string,
  action: Action,
  checked: boolean,
  grantable?: ReadonlySet<string>,
): string[] {
  const next = new Set(current);
  const read = `${resource}:read`;
  const write = `${resource}:write`;
  const add = (authority: string) => {
    if (!grantable || grantable.has(authority)) next.add(authority);
  };
  if (checked) {
    add(`${resource}:${action}`);
    if (action === 'write') add(read);
  } else {
    next.delete(`${resource}:${action}`);
    if (action === 'read') next.delete(write);
  }
  return [...next].sort();
}
