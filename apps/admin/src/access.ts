import {
  ALL_AUTHORITIES,
  type Authority,
  isAuthority,
  PUBLISHED_RESOURCES,
} from '@coresense/shared/authorities';

/**
 * What the signed-in user may see, one flag per authority (`products:read`, …) plus the
 * account states: the route table and the buttons name these flags; the server checks again.
 */
export type Access = Record<Authority, boolean> & {
  signedIn: boolean;
  /** Signed in but granted nothing: the shell shows "needs authorisation" (product-spec §4). */
  needSetAuth: boolean;
  /** May read some bilingual content: the translation status (contract §10) lists those resources. */
  'translations:read': boolean;
  /** May read some bilingual content or the page blocks: the schedule (contract §10) lists their pending actions. */
  'schedule:read': boolean;
  /** May read some bilingual content: the trash (contract §10) lists those resources' deleted records. */
  'trash:read': boolean;
};
export type AccessFlag = keyof Access;

/** The bilingual resources that keep versions, in the order of contract §10. */
export const TRANSLATED_RESOURCES = PUBLISHED_RESOURCES;

export function computeAccess(user: { authorityList: readonly string[] } | null | undefined): Access {
  const granted = new Set((user?.authorityList ?? []).filter(isAuthority));
  const flags = Object.fromEntries(ALL_AUTHORITIES.map((authority) => [authority, granted.has(authority)]));
  return {
    ...(flags as Record<Authority, boolean>),
    signedIn: Boolean(user),
    needSetAuth: Boolean(user) && (user?.authorityList.length ?? 0) === 0,
    'translations:read': TRANSLATED_RESOURCES.some((resource) =>
      granted.has(`${resource}:read` as Authority),
    ),
    'schedule:read': [...TRANSLATED_RESOURCES, 'blocks'].some((resource) =>
      granted.has(`${resource}:read` as Authority),
    ),
    'trash:read': TRANSLATED_RESOURCES.some((resource) => granted.has(`${resource}:read` as Authority)),
  };
}

/** A route or button without a flag is open to every signed-in user. */
export function allows(access: Access, flag: AccessFlag | undefined): boolean {
  return flag === undefined || access[flag];
}
