import type { Readable } from 'node:stream';
import { pipeline, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A file part of a multipart/form-data body, read whole (the route's multipart limits bound it). */
export interface UploadedFile {
  field: string;
  name: string;
  data: Buffer;
}

/** A file part of a multipart/form-data body as it arrives, to be read once. */
export interface UploadStream {
  field: string;
  name: string;
  /** Fails with 413 at its end when the part passed the route's size limit. */
  stream: Readable;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * The parser reports a body it cannot read (no boundary, cut short inside a part) with plain
 * errors that carry no status, which would answer 500 and alert whoever watches the server: they
 * come from the client's bytes alone, so they are answered 400. Its own refusals (a limit passed:
 * 413) carry their status and pass through.
 */
function answerOfBodyError(error: unknown): unknown {
  return error instanceof Error && !(error instanceof AppError) && !('statusCode' in error)
    ? new AppError('VALIDATION_ERROR')
    : error;
}

/** Reads a multipart/form-data body; another body type is 415. */
async function readMultipart<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return await read();
  } catch (error) {
    throw answerOfBodyError(error);
  }
}

/**
 * Every part of a multipart body: its text fields by name, and its files in order. A file past
 * the route's size limit is 413; on a route whose parser goes on past it (`throwFileSizeLimit:
 * false`, a page that shows its form again with what was typed) it is left out and `tooLarge`
 * says so.
 */
export function readMultipartForm(request: FastifyRequest): Promise<MultipartForm & { tooLarge: boolean }> {
  return readMultipart(request, async () => {
    const form = { fields: {} as Record<string, string>, files: [] as UploadedFile[], tooLarge: false };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Bytes past the limit make toBuffer throw, which answers 413, or cut the file short.
        const data = await part.toBuffer();
        if (part.file.truncated) form.tooLarge = true;
        else form.files.push({ field: part.fieldname, name: part.filename, data });
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

/**
 * Hands the first file of a multipart body to `use` as a stream (undefined when it has none),
 * so an upload goes on to the file store as it arrives. A fault of the body (cut short, over the
 * limit) is answered as `readMultipartForm` answers it, whichever reader met it; a fault of what
 * `use` writes to (the file store) stays what it is.
 */
export async function withUploadStream<T>(
  request: FastifyRequest,
  use: (file: UploadStream | undefined) => Promise<T>,
): Promise<T> {
  const part = await readMultipart(request, () => request.file());
  if (!part) return use(undefined);
  const source = part.file;
  let bodyError: unknown;
  const checked = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    // The parser cuts a part at the limit and ends it as if it were whole: only its flag tells.
    flush: (done) => {
      if (!source.truncated) return done();
      bodyError = new request.server.multipartErrors.RequestFileTooLargeError();
      done(bodyError as Error);
    },
  });
  source.on('error', (error) => {
    // Once the reader has given up, the body is torn down after it: that is not its fault.
    if (!checked.destroyed) bodyError ??= error;
  });
  pipeline(source, checked, () => {});
  try {
    return await use({ field: part.fieldname, name: part.filename, stream: checked });
  } catch (error) {
    throw bodyError === undefined ? error : answerOfBodyError(bodyError);
  } finally {
    // An upload refused before its end: the rest of the body is read and dropped, so the
    // connection can carry the answer and the client's next request.
    if (!source.readableEnded) {
      source.destroy();
      request.raw.resume();
    }
  }
}
