import type { AdminComment, AdminCommentInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { commentKeys } from './keys.ts';

export const updateComment = ({ id, ...body }: AdminCommentInput & { id: number }) =>
  api.put<AdminComment>(adminUrl('comments', id), body);

export const updateCommentInvalidates = [commentKeys.all];

export const useUpdateComment = () => useInvalidatingMutation(updateComment, updateCommentInvalidates);
