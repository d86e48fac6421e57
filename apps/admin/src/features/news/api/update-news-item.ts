import type { AdminNews, AdminNewsInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { newsKeys } from './keys.ts';

export const updateNewsItem = ({ id, ...body }: AdminNewsInput & { id: number }) =>
  api.put<AdminNews>(adminUrl('news', id), body);

export const updateNewsItemInvalidates = [newsKeys.all];

export const useUpdateNewsItem = () => useInvalidatingMutation(updateNewsItem, updateNewsItemInvalidates);
