import { type Authority, errorEnvelope, type Resource } from '@coresense/shared';
import type { z } from 'zod';

/** What a route of the signed-in user may answer besides its own: a bad request, no session. */
export const signedInErrors = { 400: errorEnvelope, 401: errorEnvelope };

/** What any back-office route may answer besides its own: those, and no authority. */
export const adminErrors = { ...signedInErrors, 403: errorEnvelope };

/**
 * What the routes of the signed-in user's own things share (no authority needed): `common`,
 * their OpenAPI tag and session, spread into each schema; `signedIn`, the route config that
 * demands a session; and the `errors` every one of them may answer.
 */
export function signedInRouteOptions(tag: string) {
  return {
    common: { tags: [tag], security: [{ session: [] }] },
    signedIn: { signedIn: true } as const,
    errors: signedInErrors,
  };
}

/**
 * What the back-office routes of one resource share: `common` as above; `read` and `write`, the
 * route configs that demand the resource's `R:read` and `R:write`; and the `errors` every one of
 * them may answer.
 */
export function adminRouteOptions(resource: Resource, tag: string) {
  return {
    common: signedInRouteOptions(tag).common,
    read: { authority: `${resource}:read` satisfies Authority },
    write: { authority: `${resource}:write` satisfies Authority },
    errors: adminErrors,
  };
}

/**
 * One record's address in the back-office and what its routes are documented with, for the
 * routes registered under it (its versions, its publication).
 */
export interface AdminRecordRoutes<Key, R extends z.ZodType> {
  /** The record's address, e.g. `/admin/news/:id` or `/admin/blocks/:type`. */
  path: string;
  /** The path parameter naming the record (`id` or `type`) and its schema. */
  keyParam: string;
  keySchema: z.ZodType<Key, string>;
  /** The resource as the authorities (and `Publications`) name it: `news`, `blocks`. */
  resource: Resource;
  /** What one record is called in the OpenAPI summaries. */
  noun: string;
  tag: string;
  record: R;
}
