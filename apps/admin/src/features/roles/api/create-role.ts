import type { AdminRole, AdminRoleInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { roleKeys } from './keys.ts';

export const createRole = (body: AdminRoleInput) => api.post<AdminRole>(adminUrl('roles'), body);

export const createRoleInvalidates = [roleKeys.all];

export const useCreateRole = () => useInvalidatingMutation(createRole, createRoleInvalidates);
