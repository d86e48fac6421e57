import { jobApplicationSubmission } from '@coresense/shared/schemas/enquiry';
import { submissionReference } from '@coresense/shared/schemas/enquiry-rules';
import { validationMessage } from '@coresense/shared/validation';
import { lazy, Suspense } from 'react';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { DetailList, type DetailRow } from '../components/detail-list';
import { FileList } from '../components/file-list';
import { SentReceipt } from '../components/form-parts';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { detailRecord, requireId } from '../lib/content.server';
import { answerForm, pageLang, postedForm, submitForm } from '../lib/form-post.server';
import { formatDate, plainText } from '../lib/format';
import { type Translate, useLang, useRootData, useT } from '../lib/i18n';
import { translator } from '../lib/messages';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/recruit-detail';

// Rendered whole on the server; in the browser its code loads beside the page's first scripts and
// React hydrates the form when it arrives, keeping the page within its script budget.
const JobApplicationForm = lazy(() =>
  import('../components/job-application-form').then((module) => ({ default: module.JobApplicationForm })),
);

const REFERENCE = /^J-\d{1,15}$/;

/** The position; with `reference`, the receipt of an application just sent without scripts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(siteContext);
  const { services } = page;
  const { record: job, langs } = await detailRecord(request, page, (other, id) =>
    services.recruit.detail(other, id),
  );
  const reference = new URL(request.url).searchParams.get('reference');
  return {
    reference: reference && REFERENCE.test(reference) ? reference : undefined,
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

/**
 * The application posted without scripts (multipart, within the API's limits: the server read
 * it): stored as the API stores it, then the receipt (303, so a reload sends nothing); refused,
 * the form again with what was typed and the reason (400, or 429 over the public forms' limit).
 * A browser never keeps a chosen file, so the CV has to be chosen again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(siteContext);
  const jobId = requireId(new URL(request.url));
  const { values, files } = await postedForm(request);
  const file = files.get('cv');
  const cv =
    file && file.size > 0 ? { name: file.name, data: Buffer.from(await file.arrayBuffer()) } : undefined;
  const problems: Record<string, string> = page.uploadTooLarge
    ? { cv: translator(page.lang)('recruit.cvSize') }
    : cv
      ? {}
      : { cv: validationMessage('required', page.lang) };
  const meta = { lang: page.lang, ...page.client };
  const outcome = await submitForm(
    page,
    { values, body: { ...values, jobId }, problems },
    jobApplicationSubmission,
    (input) => page.services.jobApplications.apply(input, cv!, meta),
  );
  return answerForm(
    outcome,
    ({ id }) =>
      `/recruit/detail?id=${jobId}&lang=${pageLang(page.lang)}&reference=${submissionReference('job', id)}#job-apply`,
  );
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

export default function RecruitDetail({ loaderData: job, actionData }: Route.ComponentProps) {
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
          {job.reference ? (
            <SentReceipt
              reference={job.reference}
              title={t('recruit.sentTitle')}
              next={t('recruit.sentNext')}
              copy={[]}
              again={{ label: t('recruit.applyAgain'), to: `/recruit/detail?id=${job.id}#job-apply` }}
            />
          ) : (
            <>
              <p className="form-intro">{t('recruit.applyIntro')}</p>
              <Suspense>
                <JobApplicationForm job={{ id: job.id, position: job.position }} refused={actionData} />
              </Suspense>
            </>
          )}
        </section>
      </article>
    </div>
  );
}
