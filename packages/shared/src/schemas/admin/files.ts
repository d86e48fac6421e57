import { z } from 'zod';
import { adminListQuery } from './content-common.ts';

/* Uploaded files (`/api/v1/admin/files`). */

export const fileVariant = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  mime: z.string(),
  mediaUrl: z.string(),
});
export type FileVariant = z.infer<typeof fileVariant>;

export const adminFile = z.object({
  id: z.number().int(),
  name: z.string().describe('The name it was uploaded with, used for downloads'),
  size: z.number().int(),
  url: z.string().describe('Public download address, served once published content references the file'),
  mime: z.string().describe('Detected from the content, not from the name'),
  mediaUrl: z.string().describe('Public inline address, served once published content references the file'),
  previewUrl: z.string().describe('Back-office address serving the file to signed-in staff'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(fileVariant).describe('Resized WebP copies of an image, narrowest first'),
  refCount: z.number().int().describe('Records referencing the file or one of its variants'),
  createTime: z.string(),
});
export type AdminFile = z.infer<typeof adminFile>;

export const adminFileDetail = adminFile.extend({
  references: z.array(z.object({ ownerType: z.string(), ownerId: z.string() })),
});
export type AdminFileDetail = z.infer<typeof adminFileDetail>;

export const FILE_KINDS = ['image', 'document'] as const;
export const FILE_SORT_FIELDS = ['id', 'name', 'size', 'createTime'] as const;
export const adminFileListQuery = adminListQuery(FILE_SORT_FIELDS).extend({
  kind: z.enum(FILE_KINDS).optional(),
});
export type AdminFileListQuery = z.output<typeof adminFileListQuery>;
