import { DownloadOutlined } from '@ant-design/icons';
import type { AdminDocument, AdminRevision } from '@coresense/shared';
import { Table, Tag, Typography } from 'antd';
import { useAccess } from '../../../hooks/use-access.tsx';
import { EDIT_LANGS, LANG_LABELS } from '../../../lib/bilingual.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatBytes, staffFileUrl } from '../../../lib/upload.ts';
import { t } from '../../../locales/index.ts';
import { AddRevisionButton } from './add-revision-dialog.tsx';

/** A revision's change notes, each language that has one named. */
function ChangeNotes({ revision }: { revision: AdminRevision }) {
  const notes = EDIT_LANGS.flatMap((lang) => {
    const changes = revision.i18n[lang]?.changes;
    return changes ? [{ lang, changes }] : [];
  });
  if (notes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {notes.map(({ lang, changes }) => (
        <div key={lang} className="revision-note">
          <Typography.Text type="secondary">{LANG_LABELS[lang]}: </Typography.Text>
          <span style={{ whiteSpace: 'pre-line' }}>{changes}</span>
        </div>
      ))}
    </>
  );
}

/**
 * A document's revisions, newest first, each file downloadable (staff read any stored file; the
 * public address serves it once the document is published), and for writers "upload a new revision".
 */
export function RevisionHistory({
  document,
  canWrite,
  onChanged,
}: {
  document: AdminDocument;
  canWrite: boolean;
  onChanged: (document: AdminDocument) => void;
}) {
  const canReadFiles = useAccess()['files:read'];
  return (
    <section className="document-revisions" aria-labelledby="document-revisions-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Title level={5} id="document-revisions-title" style={{ margin: '8px 0' }}>
          {t('documents.revisions')}
        </Typography.Title>
        {canWrite && <AddRevisionButton document={document} onAdded={onChanged} />}
      </div>
      <Table<AdminRevision>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={document.revisions}
        columns={[
          {
            title: t('documents.revision'),
            dataIndex: 'revision',
            width: 110,
            render: (_value, revision, index) => (
              <>
                {revision.revision}
                {index === 0 && (
                  <Tag color="blue" bordered={false} style={{ marginInlineStart: 6 }}>
                    {t('documents.history.latest')}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: t('documents.date'),
            dataIndex: 'date',
            width: 136,
            render: (_value, revision) => formatDate(revision.date),
          },
          {
            title: t('documents.file'),
            dataIndex: 'file',
            render: (_value, revision) => (
              <a
                href={canReadFiles ? staffFileUrl(revision.file.id) : revision.file.url}
                download={revision.file.name}
                aria-label={t('documents.history.download', { name: revision.file.name })}
              >
                <DownloadOutlined /> {revision.file.name}{' '}
                <Typography.Text type="secondary">({formatBytes(revision.file.size)})</Typography.Text>
              </a>
            ),
          },
          {
            title: t('documents.changes'),
            dataIndex: 'i18n',
            render: (_value, revision) => <ChangeNotes revision={revision} />,
          },
        ]}
      />
    </section>
  );
}
