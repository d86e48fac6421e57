import { useT } from '../lib/i18n';
import type { PartRow } from '../lib/product-data.server';
import { DataTable } from './data-table';
import { StatusBadge, StatusLegend } from './product-status';
import { SAMPLE_CART_ACTION, SampleButton } from './sample-button';

/*
 * Loaded apart from the detail page's first scripts (it sits in a tab, and the page has its whole
 * HTML from the server): the page hydrates it once its chunk arrives.
 */

/** The orderable parts, with a legend of the statuses they show. */
export default function PartTable({ parts }: { parts: PartRow[] }) {
  const t = useT();
  return (
    <>
      <h2 className="tab-heading">{t('product.parts')}</h2>
      {/* The rows' "Request samples" buttons post to the sample cart. */}
      <form method="post" action={SAMPLE_CART_ACTION}>
        <DataTable
          caption={t('product.parts')}
          rows={parts.map((part, index) => ({ ...part, id: index }))}
          columns={[
            { header: t('part.partNumber'), cell: (part) => <strong>{part.partNumber}</strong> },
            { header: t('part.status'), cell: (part) => <StatusBadge status={part.status} /> },
            { header: t('part.package'), cell: (part) => part.package },
            { header: t('part.pins'), cell: (part) => part.pins },
            { header: t('part.packageQty'), cell: (part) => part.packageQty },
            { header: t('part.temperature'), cell: (part) => part.temperature },
            { header: t('part.msl'), cell: (part) => part.msl },
            { header: t('part.rohs'), cell: (part) => part.rohs },
            { header: t('part.marking'), cell: (part) => part.marking },
            {
              header: t('sample.column'),
              cell: (part) =>
                part.status === 'obsolete' ? '—' : <SampleButton partNumber={part.partNumber} />,
            },
          ]}
        />
      </form>
      <StatusLegend statuses={parts.map((part) => part.status)} />
    </>
  );
}
