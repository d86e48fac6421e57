import { notFound } from '../lib/content.server';

/** Any other path: the layout's error boundary shows the not-found text with HTTP 404. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
