import { useT } from '../lib/i18n';

/** Where "Request samples" posts: the cart adds the part and opens, returning to the page it came from (its Referer). */
export const SAMPLE_CART_ACTION = '/sample-request/cart';

/**
 * "Request samples" for one part (contract §13): a submit button of a form posting to the cart
 * (`SAMPLE_CART_ACTION`), so it works without scripts. One form holds a whole table's buttons:
 * the detail page's HTML has a byte budget.
 */
export function SampleButton({ partNumber }: { partNumber: string }) {
  const t = useT();
  return (
    <button type="submit" name="add" value={partNumber} className="button button-outline button-small">
      {t('sample.request')}
      <span className="visually-hidden">{` ${partNumber}`}</span>
    </button>
  );
}

/** On the compare page: "Request samples" for one of a product's orderable parts, chosen in a list when it has several. */
export function SampleChooser({ productName, partNumbers }: { productName: string; partNumbers: string[] }) {
  const t = useT();
  if (partNumbers.length === 0) return <p className="sample-none">{t('sample.noParts')}</p>;
  const [only] = partNumbers;
  return (
    <form method="post" action={SAMPLE_CART_ACTION} className="sample-chooser">
      {partNumbers.length === 1 ? (
        <SampleButton partNumber={only!} />
      ) : (
        <>
          <select name="add" aria-label={`${t('sample.choosePart')}: ${productName}`}>
            {partNumbers.map((partNumber) => (
              <option key={partNumber} value={partNumber}>
                {partNumber}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-outline button-small">
            {t('sample.request')}
            <span className="visually-hidden">{` ${productName}`}</span>
          </button>
        </>
      )}
    </form>
  );
}
