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
  'enquiries',
  'members',
  'contracts',
  'staff',
  'roles',
  'files',
  'audit-log',
  'blocks',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Authority = `${Resource}:${'read' | 'write'}` | 'dashboard:read';

export const ALL_AUTHORITIES: Authority[] = [
  'dashboard:read',
  ...RESOURCES.flatMap((resource) => [`${resource}:read`, `${resource}:write`] as const),
];

export function isAuthority(value: string): value is Authority {
  return (ALL_AUTHORITIES as string[]).includes(value);
}

export const ADMIN_ROLE = 'admin';
