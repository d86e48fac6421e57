import type { ProductStatus } from '@coresense/shared';
import { partSearchHref } from '@coresense/shared/distributor-regions';
import { useT } from '../lib/i18n';
import type { Distributor, PartRow } from '../lib/product-data.server';
import { type Column, DataTable } from './data-table';
import { StatusBadge, StatusLegend } from './product-status';
import { SAMPLE_CART_ACTION, SampleButton } from './sample-button';

/*
 * Loaded apart from the detail page's first scripts (it sits in a tab, and the page has its whole
 * HTML from the server): the page hydrates it once its chunk arrives.
 */

/**
 * The orderable parts, with a legend of the statuses they show: each part's last-order and
 * last-ship dates where they are its own, and its search at every distributor (contract §13).
 */
export default function PartTable({
  parts,
  distributors,
  productStatus,
}: {
  parts: PartRow[];
  distributors: Distributor[];
  /** Explained under the product's name already: the legend here explains the parts' other statuses. */
  productStatus: ProductStatus;
}) {
  const t = useT();
  const dated: Array<Column<PartRow>> = parts.some((part) => part.lastDates)
    ? [{ header: t('part.lastDates'), cell: (part) => part.lastDates }]
    : [];
  const buy: Array<Column<PartRow>> = distributors.length
    ? [
        {
          // Each link named by its distributor: its row and this column say which part it finds.
          header: t('part.buy'),
          cell: (part) => (
            // One element: a small screen's cell lays out its children side by side.
            <span>
              {distributors.map((distributor, index) => [
                index > 0 && ' ',
                <a
                  key={distributor.name}
                  href={partSearchHref(distributor.partSearchUrl, part.partNumber)}
                  rel="noopener"
                >
                  {distributor.name}
                </a>,
              ])}
            </span>
          ),
        },
      ]
    : [];
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
            ...dated,
            ...buy,
            {
              header: t('sample.column'),
              cell: (part) =>
                part.status === 'obsolete' ? '—' : <SampleButton partNumber={part.partNumber} />,
            },
          ]}
        />
      </form>
      <StatusLegend
        statuses={parts.map((part) => part.status).filter((status) => status !== productStatus)}
      />
    </>
  );
}
