/** Back-office resources (contract §5); each has `R:read` and `R:write`. */
export const RESOURCES = [
  'products',
  'product-categories',
  'product-parameters',
  'applications',
  'news',
  'investor',
  'recruit',
  'comments',
  'documents',
  'distributors',
  'enquiries',
  'members',
  'contracts',
  'staff',
  'roles',
  'files',
  'audit-log',
  'blocks',
  'subscriptions',
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * The bilingual resources that keep versions and are published per language (contract §10, in
 * its order); the page blocks are published the same way at `/admin/blocks/{type}`.
 */
export const PUBLISHED_RESOURCES = [
  'products',
  'product-categories',
  'applications',
  'news',
  'investor',
  'recruit',
  'comments',
  'documents',
  'distributors',
] as const;
export type PublishedResource = (typeof PUBLISHED_RESOURCES)[number];

/** What can be published, scheduled and previewed: those resources and the page blocks. */
export const PUBLISHABLE = [...PUBLISHED_RESOURCES, 'blocks'] as const;
export type Publishable = (typeof PUBLISHABLE)[number];
export type Authority = `${Resource}:${'read' | 'write'}` | 'dashboard:read';

export const ALL_AUTHORITIES: Authority[] = [
  'dashboard:read',
  ...RESOURCES.flatMap((resource) => [`${resource}:read`, `${resource}:write`] as const),
];

export function isAuthority(value: string): value is Authority {
  return (ALL_AUTHORITIES as string[]).includes(value);
}

export const ADMIN_ROLE = 'admin';
