import type { Lang } from '@coresense/shared';
import { adminUrl } from '../../../lib/resource.ts';

/** The printable contract, opened by the browser itself (its PDF viewer prints it). */
export const contractPdfUrl = (id: number, lang: Lang) => `${adminUrl('contracts', id)}/pdf?lang=${lang}`;
