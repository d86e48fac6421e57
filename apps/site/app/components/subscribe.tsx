import { lazyPartOnIntent } from '../lib/lazy-part';

/**
 * The change alerts' subscription form for a page (`SubscribeForm`'s props). On a page the server
 * rendered, its script loads once the visitor reaches for the form (lib/lazy-part.tsx); until
 * then the form posts natively.
 */
export const Subscribe = lazyPartOnIntent(
  () => import('./subscribe-form'),
  'SubscribeForm',
  'section.subscribe',
);
