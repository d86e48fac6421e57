import type { FileRef } from '@coresense/shared';
import { request } from './api-client.ts';
import { adminUrl } from './resource.ts';

/** What `POST /api/v1/admin/files` answers: a file reference plus the inline address of images. */
export interface UploadedFile extends FileRef {
  mime: string;
  mediaUrl: string;
}

export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<UploadedFile>('POST', adminUrl('files'), { body });
}

/** Content stores just the reference (contract §1 "Files"). */
export function toFileRef({ id, name, size, url }: FileRef): FileRef {
  return { id, name, size, url };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Where staff see an uploaded image: `/media/…` only serves files that published content
 * uses, so a new or unpublished image is shown through the back-office's own file route.
 */
export function previewSrc(url: string): string {
  const id = /^\/media\/(\d+)\//.exec(url)?.[1];
  return id ? staffFileUrl(id) : url;
}

/** Any stored file, referenced or not, for signed-in staff with `files:read`. */
export function staffFileUrl(id: number | string): string {
  return `/api/v1/admin/files/${id}/content`;
}
