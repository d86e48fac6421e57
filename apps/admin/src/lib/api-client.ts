import type { FieldError } from '@coresense/shared';
import { currentLocale, localeToLang } from '../locales/index.ts';

/** A failed call: the contract's error envelope, or a stand-in when the server sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  /** Set once a form has shown `errors` beside its fields: a generic notice would only repeat them. */
  shownOnForm = false;

  constructor(status: number, code: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** No answer at all: the server is down or the network is gone. */
export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Empty values are left out, so that a cleared search field means "no filter". */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type UnauthenticatedListener = () => void;
let onUnauthenticated: UnauthenticatedListener | undefined;

/** The app decides what a lost session means (going to the sign-in page); set once at start. */
export function setUnauthenticatedHandler(listener: UnauthenticatedListener): void {
  onUnauthenticated = listener;
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The sign-in call answers 401 for wrong passwords: that is not a lost session. */
  ignoreUnauthenticated?: boolean;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  // A form or a file goes as it is, with the type it carries (a multipart boundary, text/csv).
  const isForm = options.body instanceof FormData || options.body instanceof Blob;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    // Error messages come in the interface language; calls about one content language name it.
    const query = { lang: localeToLang(currentLocale), ...options.query };
    return await fetch(`${path}${toQueryString(query)}`, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData | Blob)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  return new ApiError(
    status,
    typeof body.code === 'string' ? body.code : `HTTP_${status}`,
    typeof body.message === 'string' ? body.message : `HTTP ${status}`,
    Array.isArray(body.errors) ? (body.errors as FieldError[]) : [],
  );
}

/** Calls the API and answers the parsed body as is (for the few calls outside the envelope). */
export async function requestRaw<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  const payload = await readJson(response);
  if (!response.ok || (payload as { success?: unknown } | undefined)?.success === false) {
    const error = toApiError(response.status, payload);
    if (error.status === 401 && !options.ignoreUnauthenticated) onUnauthenticated?.();
    throw error;
  }
  return payload as T;
}

/** Calls an envelope-answering API and answers its `data`. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const payload = await requestRaw<{ success: true; data: T }>(method, path, options);
  return payload.data;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
