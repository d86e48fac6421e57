import { ProForm } from '@ant-design/pro-components';
import { type AdminComment, blankOf, commentI18n } from '@coresense/shared';
import { Avatar, Space, Typography } from 'antd';
import { BilingualListPage, listText, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangItem, LangText, LangTextArea } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { ImageInput, StaffImage } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';

const columns: ListColumn<AdminComment>[] = [
  {
    title: t('comments.customer'),
    dataIndex: 'keyword',
    minWidth: 160,
    render: (_dom, comment) => {
      const avatar = listText(comment, (value) => value.avatar);
      const name = listText(comment, (value) => value.name);
      return (
        <Space>
          <Avatar src={avatar ? <StaffImage url={avatar} /> : undefined}>{name.slice(0, 1)}</Avatar>
          <span>
            {name}
            <br />
            <Typography.Text type="secondary">{listText(comment, (value) => value.company)}</Typography.Text>
          </span>
        </Space>
      );
    },
  },
  textColumn<AdminComment>(t('comments.content'), (value) => value.content, {
    dataIndex: 'content',
    search: false,
    minWidth: 200,
  }),
];

/** Customer testimonials, shown on the home page. */
export default function CommentListPage() {
  return (
    <BilingualListPage<AdminComment, 'sort'>
      resource="comments"
      titles={{ new: 'comments.new', edit: 'comments.edit' }}
      columns={columns}
      defaults={{ sort: 0 }}
      emptyLang={() => blankOf(commentI18n)}
      langFields={() => (
        <>
          <ProForm.Group>
            <LangText name="name" label={t('comments.name')} width="sm" required max={100} />
            <LangText name="title" label={t('comments.title')} width="sm" max={200} />
            <LangText name="company" label={t('comments.company')} width="md" max={200} />
          </ProForm.Group>
          <LangTextArea name="content" label={t('comments.content')} rows={[4, 10]} max={5000} showCount />
          <LangItem name="avatar" label={t('comments.avatar')}>
            <ImageInput />
          </LangItem>
        </>
      )}
      siteLink={(comment) => ({ path: '/index', published: !comment.hidden })}
      drawerWidth={680}
    />
  );
}
