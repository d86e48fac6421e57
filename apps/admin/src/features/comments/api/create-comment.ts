import type { AdminComment, AdminCommentInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { commentKeys } from './keys.ts';

export const createComment = (body: AdminCommentInput) => api.post<AdminComment>(adminUrl('comments'), body);

export const createCommentInvalidates = [commentKeys.all];

export const useCreateComment = () => useInvalidatingMutation(createComment, createCommentInvalidates);
