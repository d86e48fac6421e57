import type { AdminNews, AdminNewsInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { newsKeys } from './keys.ts';

export const createNewsItem = (body: AdminNewsInput) => api.post<AdminNews>(adminUrl('news'), body);

export const createNewsItemInvalidates = [newsKeys.all];

export const useCreateNewsItem = () => useInvalidatingMutation(createNewsItem, createNewsItemInvalidates);
