import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { newsKeys } from './keys.ts';

export const deleteNewsItem = (id: number) => api.delete<{ id: number }>(adminUrl('news', id));

export const deleteNewsItemInvalidates = [newsKeys.all];

export const useDeleteNewsItem = () => useInvalidatingMutation(deleteNewsItem, deleteNewsItemInvalidates);
