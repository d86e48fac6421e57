import { ApplicationCardView } from '../components/cards';
import { PageBanner } from '../components/page-banner';
import { PagedList } from '../components/paged-list';
import { siteContext } from '../context';
import { applicationCard } from '../lib/content.server';
import { useT } from '../lib/i18n';
import { pagingFrom } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/application-list';

const APPLICATIONS_PER_PAGE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const paging = pagingFrom(new URL(request.url), APPLICATIONS_PER_PAGE);
  const page = await services.applications.list(lang, paging);
  return { applications: page.list.map(applicationCard), total: page.total, ...paging };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('application.title'), description: t('application.description') });
}

export default function ApplicationList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { applications } = loaderData;
  return (
    <>
      <PageBanner title={t('application.title')} subtitle={t('home.applicationsIntro')} />
      <PagedList page={loaderData} count={applications.length} emptyText={t('application.empty')}>
        <ul className="card-grid card-grid-3">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCardView application={application} headingLevel={2} />
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}
