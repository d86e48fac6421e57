import { langToLocale, parseLang } from '@coresense/shared/lang';
import { SAMPLE_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import { redirect } from 'react-router';
import { siteContext } from '../context';
import { cartHeader, clampQuantity, readCart, refererPath, sitePath } from '../lib/sample-cart.server';
import type { Route } from './+types/sample-cart';

/**
 * `POST /sample-request/cart`: adds a part (`add`) to the sample cart or removes one (`remove`),
 * keeping any quantities the cart page's form sends along, then shows the cart page (303), which
 * names the page the visitor came from (`back`, else the Referer) to return to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, lang } = context.get(siteContext);
  const form = await request.formData();
  const cart = await readCart(request);
  const sameAs = (number: string) => (line: { partNumber: string }) =>
    line.partNumber.toLowerCase() === number.trim().toLowerCase();

  for (const [name, value] of form) {
    const index = /^parts\.(\d)\.quantity$/.exec(name)?.[1];
    const number = index === undefined ? null : form.get(`parts.${index}.partNumber`);
    const line = typeof number === 'string' ? cart.find(sameAs(number)) : undefined;
    if (line && typeof value === 'string' && value.trim()) line.quantity = clampQuantity(Number(value));
  }

  // The language of the page the button was on, which its address may name (`?lang=`).
  const from = refererPath(request);
  const pageLang = (from && parseLang(new URL(from, request.url).searchParams.get('lang') ?? '')) || lang;
  const notice = new URLSearchParams({ lang: langToLocale(pageLang) });
  const removed = form.get('remove');
  let lines = typeof removed === 'string' ? cart.filter((line) => !sameAs(removed)(line)) : cart;
  const added = form.get('add');
  if (typeof added === 'string' && added.trim()) {
    const [part] = await services.sampleRequests.parts(lang, [added.slice(0, SAMPLE_LIMITS.partNumber)]);
    if (!part?.orderable) notice.set('unknown', added.trim().slice(0, SAMPLE_LIMITS.partNumber));
    else if (lines.some(sameAs(part.partNumber))) notice.set('added', part.partNumber);
    else if (lines.length >= SAMPLE_LIMITS.parts) notice.set('full', '1');
    else {
      lines = [...lines, { partNumber: part.partNumber, quantity: 1 }];
      notice.set('added', part.partNumber);
    }
  }
  const back = sitePath(form.get('back')) ?? refererPath(request);
  if (back) notice.set('back', back);
  return redirect(`/sample-request?${notice}`, {
    status: 303,
    headers: { 'set-cookie': await cartHeader(request, lines), 'cache-control': 'no-store' },
  });
}

/** The cart is shown on its page; a link here (or a reload after a post) goes there. */
export function loader() {
  return redirect('/sample-request');
}
