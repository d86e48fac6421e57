import {
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminComment, CommentI18n } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Avatar, Form, Space, Typography } from 'antd';
import { BilingualRecordDrawer, type SiteLink } from '../../../components/bilingual-record-drawer.tsx';
import { requiredInLang } from '../../../components/bilingual-tabs.tsx';
import {
  contentActionsColumn,
  newRecordToolbar,
  recordWrites,
  useContentList,
} from '../../../components/content-list.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import {
  enabledColumn,
  languagesColumn,
  sortColumn,
  timeColumn,
} from '../../../components/table-columns.tsx';
import { ImageInput, StaffImage } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { commentsQueryOptions } from '../api/get-comments.ts';
import { useUpdateComment } from '../api/update-comment.ts';

type Comment = AdminComment;
interface CommentForm {
  sort: number;
  enabled: boolean;
  i18n: Record<Lang, CommentI18n>;
}

const uiLang = localeToLang(currentLocale);
const emptyLang = (): CommentI18n => ({ name: '', company: '', title: '', content: '', avatar: '' });

function toForm(comment: Comment | undefined): CommentForm {
  return {
    sort: comment?.sort ?? 0,
    enabled: comment?.enabled ?? false,
    i18n: formLanguages(comment?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

function toInput(values: CommentForm) {
  return {
    sort: values.sort ?? 0,
    enabled: values.enabled,
    i18n: payloadLanguages(values.i18n, (value) => value),
  };
}

function siteLink(comment: Comment): SiteLink {
  return { path: '/index', published: comment.enabled };
}

export default function CommentListPage() {
  const access = useAccess();
  const canWrite = access['comments:write'];
  const request = useProTableRequest(commentsQueryOptions);
  const list = useContentList<Comment>();
  const writes = recordWrites(list, {
    create: useCreateComment(),
    update: useUpdateComment(),
    remove: useDeleteComment(),
    toForm,
    toInput,
  });

  const columns: ProColumns<Comment>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('comments.customer'),
      dataIndex: 'keyword',
      width: 260,
      render: (_dom, comment) => {
        const avatar = displayText(comment.i18n, (value) => value.avatar, uiLang);
        return (
          <Space>
            <Avatar src={avatar ? <StaffImage url={avatar} /> : undefined}>
              {displayText(comment.i18n, (value) => value.name, uiLang).slice(0, 1)}
            </Avatar>
            <span>
              {displayText(comment.i18n, (value) => value.name, uiLang)}
              <br />
              <Typography.Text type="secondary">
                {displayText(comment.i18n, (value) => value.company, uiLang)}
              </Typography.Text>
            </span>
          </Space>
        );
      },
    },
    {
      title: t('comments.content'),
      dataIndex: 'content',
      search: false,
      ellipsis: true,
      render: (_dom, comment) => displayText(comment.i18n, (value) => value.content, uiLang),
    },
    sortColumn<Comment>(),
    enabledColumn<Comment>(canWrite ? writes.setEnabled : undefined),
    languagesColumn<Comment>(),
    timeColumn<Comment>('updateTime', t('common.updateTime')),
    contentActionsColumn<Comment>({
      canWrite,
      onEdit: list.openEdit,
      siteLink,
      onDelete: writes.remove,
    }),
  ];

  const { record } = list;
  return (
    <PageContainer>
      <ListTable<Comment>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        toolBarRender={newRecordToolbar(canWrite, list.openNew)}
      />
      {list.isEditing && (
        <BilingualRecordDrawer<CommentForm>
          key={record?.id ?? 'new'}
          title={record ? t('comments.edit') : t('comments.new')}
          open
          width={680}
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.reload}
          siteLink={record && siteLink(record)}
          common={
            <ProForm.Group>
              <ProFormDigit
                name="sort"
                label={t('common.sort')}
                width="xs"
                min={-1_000_000}
                max={1_000_000}
                fieldProps={{ precision: 0 }}
              />
              <ProFormSwitch
                name="enabled"
                label={t('common.status')}
                checkedChildren={t('common.published')}
                unCheckedChildren={t('common.unpublished')}
              />
            </ProForm.Group>
          }
          renderLang={(lang) => <CommentLangFields lang={lang} />}
        />
      )}
    </PageContainer>
  );
}

function CommentLangFields({ lang }: { lang: Lang }) {
  const form = Form.useFormInstance();
  const field = (name: keyof CommentI18n) => ['i18n', lang, name];
  return (
    <>
      <ProForm.Group>
        <ProFormText
          name={field('name')}
          label={t('comments.name')}
          width="sm"
          rules={[requiredInLang(form, lang), { max: 100 }]}
        />
        <ProFormText name={field('title')} label={t('comments.title')} width="sm" rules={[{ max: 200 }]} />
        <ProFormText
          name={field('company')}
          label={t('comments.company')}
          width="md"
          rules={[{ max: 200 }]}
        />
      </ProForm.Group>
      <ProFormTextArea
        name={field('content')}
        label={t('comments.content')}
        rules={[{ max: 5000 }]}
        fieldProps={{ autoSize: { minRows: 4, maxRows: 10 }, showCount: true, maxLength: 5000 }}
      />
      <ProForm.Item name={field('avatar')} label={t('comments.avatar')}>
        <ImageInput />
      </ProForm.Item>
    </>
  );
}
