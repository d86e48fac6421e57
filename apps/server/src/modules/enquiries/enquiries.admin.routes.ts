import {
  adminEnquiry,
  adminEnquiryExportQuery,
  adminEnquiryListQuery,
  adminEnquiryUpdate,
  errorEnvelope,
  idPath,
  keysetPaged,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminDelete } from '../../lib/admin-delete-route.ts';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, fileAnswer, langQuery, ok } from '../../lib/http.ts';
import { contentDisposition } from '../files/file-response.ts';
import { CV_TYPES } from './job-applications.service.ts';

const { common, read, write, errors } = adminRouteOptions('enquiries', 'Admin: enquiries');

/** `/api/v1/admin/enquiries`: the inbox, its CSV export, and status and note per enquiry. */
export default async function enquiryAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const enquiries = app.services.enquiriesAdmin;

  app.get(
    '/admin/enquiries',
    {
      schema: {
        ...common,
        summary: 'The inbox, newest first: filters kind, status, productId, email, keyword, dateFrom/dateTo',
        description:
          'keyword matches name, email, company and message. `lang` picks the product names. The next or previous page is read from an index when asked `after` the `nextCursor` or `before` the `prevCursor` of the page shown; `pageNum` alone also answers, more slowly far into a large inbox.',
        querystring: adminEnquiryListQuery.extend(langQuery.shape),
        response: { 200: successEnvelope(keysetPaged(adminEnquiry)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await enquiries.list(request.query, request.lang)),
  );

  app.get(
    '/admin/enquiries/export.csv',
    {
      schema: {
        ...common,
        summary: 'The filtered list as CSV (UTF-8 with BOM), headers in the language of `lang`',
        querystring: adminEnquiryExportQuery.extend(langQuery.shape),
        response: { 200: fileAnswer('CSV', ['text/csv']), ...errors },
      },
      config: read,
    },
    async (request, reply) => {
      const csv = enquiries.exportCsv(request.query, request.lang);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `enquiries-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/enquiries/:id',
    {
      schema: {
        ...common,
        summary: 'Reads one enquiry; reading changes nothing (see POST …/read)',
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(adminEnquiry), ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const enquiry = await enquiries.get(request.params.id, request.lang);
      if (!enquiry) throw notFound();
      return ok(enquiry);
    },
  );

  app.post(
    '/admin/enquiries/:id/read',
    {
      schema: {
        ...common,
        summary: 'Marks a new enquiry read (the back-office sends it on opening one); answers the enquiry',
        description: 'An enquiry already read or handled keeps its status.',
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(adminEnquiry), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const enquiry = await enquiries.markRead(request.params.id, request.lang, editorOf(request));
      if (!enquiry) throw notFound();
      return ok(enquiry);
    },
  );

  app.get(
    '/admin/enquiries/:id/cv',
    {
      schema: {
        ...common,
        summary: "Downloads a job application's CV (never served anywhere public)",
        params: idPath,
        description: 'The stored bytes as an attachment; 404 when the enquiry has no CV.',
        response: {
          200: fileAnswer('The CV as it was sent', [...CV_TYPES]),
          ...errors,
          404: errorEnvelope,
        },
      },
      config: read,
    },
    async (request, reply) => {
      const cv = await enquiries.cv(request.params.id);
      if (!cv) throw notFound();
      return reply
        .header('content-type', cv.mime)
        .header('content-length', cv.size)
        .header('content-disposition', contentDisposition('attachment', cv.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await app.fileStore.read(cv.key));
    },
  );

  app.put(
    '/admin/enquiries/:id',
    {
      schema: {
        ...common,
        summary: 'Sets the status and the note',
        description:
          'An enquiry is new, read or handled. A sample request (kind `sample`, contract §13) moves only new → approved → shipped, or new/approved → declined (400 on `status` otherwise, nothing changed); each move mails the requester once, in the language of the request, with the note (the tracking note, the reason). Its note alone may change without a move, mailing nobody.',
        params: idPath,
        querystring: langQuery,
        body: adminEnquiryUpdate,
        response: { 200: successEnvelope(adminEnquiry), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const updated = await enquiries.update(
        request.params.id,
        request.body,
        request.lang,
        editorOf(request),
      );
      if (!updated) throw notFound();
      return ok(updated);
    },
  );

  registerAdminDelete(
    app,
    {
      resource: 'enquiries',
      tag: 'Admin: enquiries',
      path: '/admin/enquiries',
      summary: 'Deletes an enquiry',
    },
    (id, request) => enquiries.delete(id, editorOf(request)),
  );
}
