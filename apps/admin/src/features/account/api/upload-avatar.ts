import { request } from '../../../lib/api-client.ts';

/** Answers the address to save as the profile's avatar (the image re-encoded by the server). */
export function uploadAvatar(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<{ url: string }>('POST', '/api/v1/account/avatar', { body });
}
