import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { ListEmpty } from '../components/list-empty';
import { PageBanner } from '../components/page-banner';
import { LIST_ANCHOR, Pagination } from '../components/pagination';
import { siteContext } from '../context';
import { plainText } from '../lib/format';
import { useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/recruit-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url));
  const page = await services.recruit.list(lang, paging);
  return {
    jobs: page.list.map((job) => ({
      id: job.id,
      position: job.position,
      department: job.department,
      location: job.location,
      requirements: plainText(job.detail.detail, 140),
    })),
    total: page.total,
    ...paging,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('recruit.title'), description: t('recruit.description') });
}

export default function RecruitList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { jobs, total, pageNum, pageSize } = loaderData;
  return (
    <>
      <PageBanner title={t('recruit.title')} subtitle={t('recruit.description')} />
      <div className="container page-body" id={LIST_ANCHOR}>
        {jobs.length === 0 ? (
          <ListEmpty text={t('recruit.empty')} total={total} pageNum={pageNum} pageSize={pageSize} />
        ) : (
          <DataTable
            caption={t('recruit.title')}
            rows={jobs}
            columns={[
              {
                header: t('recruit.position'),
                cell: (job) => (
                  <>
                    <Link to={`/recruit/detail?id=${job.id}`} className="job-title">
                      {job.position}
                    </Link>
                    <span className="job-meta">
                      {[job.department, job.location].filter(Boolean).join(' · ')}
                    </span>
                  </>
                ),
                className: 'col-position',
              },
              { header: t('recruit.requirements'), cell: (job) => job.requirements, className: 'col-text' },
              {
                header: t('table.detail'),
                cell: (job) => (
                  <Link
                    to={`/recruit/detail?id=${job.id}`}
                    aria-label={`${t('common.detail')}: ${job.position}`}
                  >
                    {t('common.detail')}
                  </Link>
                ),
                className: 'col-action',
              },
            ]}
          />
        )}
        <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
      </div>
    </>
  );
}
