import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A file part of a multipart/form-data body, read whole (the route's multipart limits bound it). */
export interface UploadedFile {
  field: string;
  name: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data body; another body type is 415. The parser reports a body it cannot
 * read (no boundary, cut short inside a part) with plain errors that carry no status, which would
 * answer 500 and alert whoever watches the server: they come from the client's bytes alone, so
 * they are answered 400. Its own refusals (a limit passed: 413) carry their status and pass through.
 */
async function readMultipart<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && !('statusCode' in error)) throw new AppError('VALIDATION_ERROR');
    throw error;
  }
}

/** Every part of a multipart body: its text fields by name, and its files in order. */
export function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  return readMultipart(request, async () => {
    const form: MultipartForm = { fields: {}, files: [] };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Bytes past the limit make toBuffer throw, which answers 413.
        form.files.push({ field: part.fieldname, name: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
    return form;
  });
}

/** The first file of a multipart body, or undefined when it has none. */
export function readUploadedFile(request: FastifyRequest): Promise<UploadedFile | undefined> {
  return readMultipart(request, async () => {
    const part = await request.file();
    return part && { field: part.fieldname, name: part.filename, data: await part.toBuffer() };
  });
}
