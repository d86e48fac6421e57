import {
  adminStaff,
  adminStaffCreate,
  adminStaffListQuery,
  adminStaffUpdate,
  errorEnvelope,
  idPath,
  paged,
  passwordResetResult,
  roleOption,
  successEnvelope,
} from '@coresense/shared';
import { refuseWeakPassword } from '@coresense/shared/password-strength';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAdminDelete } from '../../lib/admin-delete-route.ts';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';
import type { StaffEditor } from './staff.admin.service.ts';

const { common, read, write, errors } = adminRouteOptions('staff', 'Admin: staff');

/** A new password must not be weak (common, a sequence, spaces only, or the user's own name). */
const guessable = ['username', 'name', 'email'] as const;
const staffCreateBody = adminStaffCreate.superRefine(refuseWeakPassword('password', [...guessable]));
const staffUpdateBody = adminStaffUpdate.superRefine(refuseWeakPassword('password', [...guessable]));

function staffEditorOf(request: FastifyRequest): StaffEditor {
  return { ...editorOf(request), sessionId: request.sessionId ?? undefined };
}

/** `/api/v1/admin/staff`: staff users, their roles, and password resets. */
export default async function staffAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.services.staffAdmin;

  app.get(
    '/admin/staff',
    {
      schema: {
        ...common,
        summary: 'Lists staff users, paged, filtered (keyword, enabled, roleId) and sorted',
        querystring: adminStaffListQuery,
        response: { 200: successEnvelope(paged(adminStaff)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await staff.list(request.query)),
  );

  app.get(
    '/admin/staff/role-options',
    {
      schema: {
        ...common,
        summary: 'The roles a staff user can be given, for the staff editor',
        response: { 200: successEnvelope(z.array(roleOption)), ...errors },
      },
      config: read,
    },
    async () => ok(await staff.roleOptions()),
  );

  app.get(
    '/admin/staff/:id',
    {
      schema: {
        ...common,
        summary: 'Reads one staff user',
        params: idPath,
        response: { 200: successEnvelope(adminStaff), ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const user = await staff.get(request.params.id);
      if (!user) throw notFound();
      return ok(user);
    },
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        ...common,
        summary: 'Creates a staff user; the username must be free',
        body: staffCreateBody,
        response: { 200: successEnvelope(adminStaff), ...errors },
      },
      config: write,
    },
    async (request) => ok(await staff.create(request.body, staffEditorOf(request))),
  );

  app.put(
    '/admin/staff/:id',
    {
      schema: {
        ...common,
        summary: 'Replaces a staff user; disabling ends their sessions at once',
        description:
          'Refused (403) for a user holding an authority the caller lacks; (400) when disabling oneself, ' +
          'or when no enabled user would keep the admin role, roles:write or staff:write.',
        params: idPath,
        body: staffUpdateBody,
        response: { 200: successEnvelope(adminStaff), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const updated = await staff.update(request.params.id, request.body, staffEditorOf(request));
      if (!updated) throw notFound();
      return ok(updated);
    },
  );

  registerAdminDelete(
    app,
    {
      resource: 'staff',
      tag: 'Admin: staff',
      path: '/admin/staff',
      summary: 'Deletes a staff user',
      description:
        'Refused (403) for a user holding an authority the caller lacks; (400) for oneself, and for ' +
        'the last enabled user holding the admin role, roles:write or staff:write.',
    },
    (id, request) => staff.delete(id, staffEditorOf(request)),
  );

  app.post(
    '/admin/staff/:id/reset-password',
    {
      schema: {
        ...common,
        summary: 'Gives the user a new random password, shown only in this answer',
        description:
          "The user's sessions end (the caller's own session is kept). Refused (403) for a user " +
          'holding an authority the caller lacks.',
        params: idPath,
        response: { 200: successEnvelope(passwordResetResult), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request, reply) => {
      const result = await staff.resetPassword(request.params.id, staffEditorOf(request));
      if (!result) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(result);
    },
  );
}
