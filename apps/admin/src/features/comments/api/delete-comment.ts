import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { commentKeys } from './keys.ts';

export const deleteComment = (id: number) => api.delete<{ id: number }>(adminUrl('comments', id));

export const deleteCommentInvalidates = [commentKeys.all];

export const useDeleteComment = () => useInvalidatingMutation(deleteComment, deleteCommentInvalidates);
