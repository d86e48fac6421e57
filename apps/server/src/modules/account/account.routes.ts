import {
  accountProfile,
  accountProfileInput,
  accountSecurity,
  avatarUpload,
  errorEnvelope,
  idPath,
  passwordChange,
  passwordChanged,
  securityUpdate,
  successEnvelope,
} from '@coresense/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRouteOptions } from '../../lib/admin-route-options.ts';
import { invalidField } from '../../lib/app-error.ts';
import { editorOf, fileAnswer, ok } from '../../lib/http.ts';
import { readUploadedFile } from '../../lib/multipart.ts';
import { serveStoredFile } from '../files/file-response.ts';

/** An avatar is a photo: far less than the file library's own limit. */
const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

const { common, signedIn, errors } = signedInRouteOptions('Account');

/** `/api/v1/account`: the signed-in user's own profile, avatar, password and security items. */
export default async function accountRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const account = app.services.account;

  app.get(
    '/account/profile',
    {
      schema: {
        ...common,
        summary: "The signed-in user's profile",
        response: { 200: successEnvelope(accountProfile), 401: errorEnvelope },
      },
      config: signedIn,
    },
    async (request) => ok(await account.profile(editorOf(request).actor.id)),
  );

  app.put(
    '/account/profile',
    {
      schema: {
        ...common,
        summary: 'Replaces the profile; every field but the avatar is required, nothing is saved on an error',
        body: accountProfileInput,
        response: { 200: successEnvelope(accountProfile), ...errors },
      },
      config: signedIn,
    },
    async (request) => ok(await account.saveProfile(request.body, editorOf(request))),
  );

  app.post(
    '/account/avatar',
    {
      schema: {
        ...common,
        summary: 'Uploads an avatar image (multipart/form-data); answers the address to save in the profile',
        description: `One PNG, JPEG, WebP, GIF or AVIF image of at most ${MAX_AVATAR_BYTES / 1024 / 1024} MiB, re-encoded to WebP.`,
        consumes: ['multipart/form-data'],
        response: {
          200: successEnvelope(avatarUpload),
          ...errors,
          413: errorEnvelope,
          415: errorEnvelope,
        },
      },
      config: signedIn,
    },
    async (request) => {
      const file = await readUploadedFile(request);
      if (!file) throw invalidField('file', 'required');
      return ok(await account.uploadAvatar(file, editorOf(request)));
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/account/avatars/:id',
    schema: {
      ...common,
      summary: "A staff user's avatar, or an image the signed-in user uploaded as one",
      params: idPath,
      response: { 200: fileAnswer('The image', ['image/*']), ...errors, 404: errorEnvelope },
    },
    config: signedIn,
    handler: async (request, reply) => {
      const file = await account.avatarFile(request.params.id, editorOf(request).actor.id);
      return serveStoredFile(app.services.files, request, reply, file, {
        disposition: 'inline',
        cacheControl: 'private, no-cache',
      });
    },
  });

  app.post(
    '/account/password',
    {
      schema: {
        ...common,
        summary: "Changes the user's password; the user's other sessions end, this one stays",
        description:
          'A wrong current password is 400 on `currentPassword`; a weak new one (common, a sequence, ' +
          'spaces only, or the user’s own name) is 400 on `newPassword`. The user’s bound third-party ' +
          'accounts are removed and listed in the answer. After 5 wrong current passwords in 15 minutes ' +
          'for the account, the session is ended and the check answers 429 until then.',
        body: passwordChange,
        response: { 200: successEnvelope(passwordChanged), ...errors, 429: errorEnvelope },
      },
      config: signedIn,
    },
    async (request) =>
      ok(await account.changePassword(request.body, { ...editorOf(request), sessionId: request.sessionId })),
  );

  app.get(
    '/account/security',
    {
      schema: {
        ...common,
        summary: "The signed-in user's security items; the security answer is never returned",
        response: { 200: successEnvelope(accountSecurity), 401: errorEnvelope },
      },
      config: signedIn,
    },
    async (request) => ok(await account.security(editorOf(request).actor.id)),
  );

  app.put(
    '/account/security',
    {
      schema: {
        ...common,
        summary: 'Changes any of the security phone, question (with its answer) and backup email',
        body: securityUpdate,
        response: { 200: successEnvelope(accountSecurity), ...errors },
      },
      config: signedIn,
    },
    async (request) => ok(await account.saveSecurity(request.body, editorOf(request))),
  );
}
