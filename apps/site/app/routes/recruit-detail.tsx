import { lazy, Suspense } from 'react';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { DetailList, type DetailRow } from '../components/detail-list';
import { FileList } from '../components/file-list';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { detailRecord } from '../lib/content.server';
import { formatDate, plainText } from '../lib/format';
import { type Translate, useLang, useRootData, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/recruit-detail';

// Rendered whole on the server; in the browser its code loads beside the page's first scripts and
// React hydrates the form when it arrives, keeping the page within its script budget.
const JobApplicationForm = lazy(() =>
  import('../components/job-application-form').then((module) => ({ default: module.JobApplicationForm })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services } = page;
  const { record: job, langs } = await detailRecord(request, page, (other, id) =>
    services.recruit.detail(other, id),
  );
  return {
    langs,
    id: job.id,
    position: job.position,
    department: job.department,
    location: job.location,
    headcount: job.headcount,
    createTime: job.createTime,
    requirements: job.detail.detail,
    duties: job.detail.desc,
    files: job.detail.fileList,
  };
}

function trail(t: Translate, job: { position: string }): Crumb[] {
  return [{ label: t('recruit.title'), to: '/recruit' }, { label: job.position }];
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const job = args.loaderData;
  if (!job) return pageMeta(args, { title: t('recruit.title') });
  return pageMeta(args, {
    langs: job.langs,
    title: job.position,
    description: plainText(job.duties || job.requirements),
    breadcrumb: trail(t, job),
    structuredData: (site) => ({
      '@type': 'JobPosting',
      title: job.position,
      // Google reads the description as HTML: the duties, then the requirements.
      description: [job.duties, job.requirements].filter(Boolean).join('\n') || job.position,
      datePosted: job.createTime,
      hiringOrganization: site.organization,
      ...(job.headcount > 0 ? { totalJobOpenings: job.headcount } : {}),
      ...(job.location
        ? {
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.location },
            },
          }
        : {}),
      url: site.url,
    }),
  });
}

export default function RecruitDetail({ loaderData: job }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  // Job seekers write to HR, never to the sales mailbox of the contact block.
  const contact = useRootData()?.contact;
  const hr: DetailRow[] = [
    ['recruit.hrEmail', contact?.hrEmail, 'mailto'],
    ['recruit.hrPhone', contact?.hrPhone, 'tel'],
  ];
  const facts = [
    ['recruit.department', job.department],
    ['recruit.location', job.location],
    ['recruit.headcount', job.headcount > 0 ? String(job.headcount) : ''],
  ] satisfies DetailRow[];
  return (
    <div className="container page-body">
      <Breadcrumb items={trail(t, job)} />
      <article className="article">
        <header className="article-header">
          <h1>{job.position}</h1>
          <DetailList className="job-facts" rows={facts} />
          <p className="article-meta">
            <time dateTime={job.createTime}>
              {t('common.publishedOn', { date: formatDate(job.createTime, lang) })}
            </time>
          </p>
        </header>
        {job.duties && (
          <section aria-labelledby="job-duties">
            <h2 id="job-duties">{t('recruit.duties')}</h2>
            <RichText html={job.duties} />
          </section>
        )}
        {job.requirements && (
          <section aria-labelledby="job-requirements">
            <h2 id="job-requirements">{t('recruit.requirements')}</h2>
            <RichText html={job.requirements} />
          </section>
        )}
        {job.files.length > 0 && (
          <section aria-labelledby="job-files">
            <h2 id="job-files">{t('common.attachments')}</h2>
            <FileList files={job.files} />
          </section>
        )}
        {hr.some(([, value]) => value) && (
          <section className="callout" aria-labelledby="job-hr">
            <h2 id="job-hr">{t('recruit.hrContact')}</h2>
            <DetailList className="job-contact" rows={hr} />
          </section>
        )}
        <section className="job-apply" aria-labelledby="job-apply">
          <h2 id="job-apply">{t('recruit.applyTitle')}</h2>
          <p className="form-intro">{t('recruit.applyIntro')}</p>
          <Suspense>
            <JobApplicationForm job={{ id: job.id, position: job.position }} />
          </Suspense>
        </section>
      </article>
    </div>
  );
}
