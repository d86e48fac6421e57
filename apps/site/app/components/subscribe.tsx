import { lazyPart } from '../lib/lazy-part';

/**
 * The change alerts' subscription form for a page (`SubscribeForm`'s props): its script loads
 * after the page's first ones (lib/lazy-part.tsx), and until then the form posts natively.
 */
export const Subscribe = lazyPart(() => import('./subscribe-form'), 'SubscribeForm');
