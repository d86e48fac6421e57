import { Link } from 'react-router';
import { DataTable, detailColumn } from '../components/data-table';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
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
  const { jobs } = loaderData;
  const jobHref = (job: (typeof jobs)[number]) => `/recruit/detail?id=${job.id}`;
  return (
    <>
      <PageBanner title={t('recruit.title')} subtitle={t('recruit.description')} />
      <PagedList page={loaderData} count={jobs.length} emptyText={t('recruit.empty')}>
        <DataTable
          caption={t('recruit.title')}
          rows={jobs}
          columns={[
            {
              header: t('recruit.position'),
              cell: (job) => (
                <>
                  <Link to={jobHref(job)} className="job-title">
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
            detailColumn(t, jobHref, (job) => job.position),
          ]}
        />
      </PagedList>
    </>
  );
}
