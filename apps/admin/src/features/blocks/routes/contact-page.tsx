import { ProForm, ProFormText } from '@ant-design/pro-components';
import type { ContactBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { EditableRows, type Keyed, withoutRowKeys, withRowKeys } from '../../../components/editable-rows.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';

type OfficeRow = ContactBlock['offices'][number] & Keyed;
type ContactForm = Omit<ContactBlock, 'offices'> & { offices: OfficeRow[] };

const codec: BlockCodec<'contact', ContactForm> = {
  toForm: (data) => ({
    companyName: '',
    address: '',
    phone: '',
    email: '',
    fax: '',
    postcode: '',
    workingHours: '',
    hrEmail: '',
    hrPhone: '',
    ...data,
    offices: withRowKeys(data.offices),
  }),
  fromForm: (values, saved) => ({ ...saved, ...values, offices: withoutRowKeys(values.offices) }),
};

/** The contact page's company details and offices (`/api/v1/contact/us/info`). */
export default function ContactBlockPage() {
  return (
    <BlockEditor
      type="contact"
      codec={codec}
      sitePath="/contact-us"
      intro={t('blocks.contact.intro')}
      renderLang={(lang) => <ContactFields lang={lang} />}
    />
  );
}

function ContactFields({ lang }: { lang: Lang }) {
  const field = (name: keyof ContactForm) => ['i18n', lang, name];
  return (
    <>
      <ProFormText
        name={field('companyName')}
        label={t('blocks.contact.companyName')}
        rules={[{ max: 200 }]}
      />
      <ProFormText name={field('address')} label={t('news.address')} rules={[{ max: 300 }]} />
      <ProForm.Group>
        <ProFormText name={field('phone')} label={t('blocks.phone')} width="sm" rules={[{ max: 50 }]} />
        <ProFormText name={field('fax')} label={t('blocks.contact.fax')} width="sm" rules={[{ max: 50 }]} />
        <ProFormText
          name={field('email')}
          label={t('blocks.contact.email')}
          width="md"
          rules={[{ max: 254 }, { type: 'email', message: t('validation.email') }]}
        />
        <ProFormText
          name={field('postcode')}
          label={t('blocks.contact.postcode')}
          width="xs"
          rules={[{ max: 20 }]}
        />
      </ProForm.Group>
      <ProFormText
        name={field('workingHours')}
        label={t('blocks.contact.workingHours')}
        rules={[{ max: 200 }]}
      />
      <ProForm.Group>
        <ProFormText
          name={field('hrEmail')}
          label={t('blocks.contact.hrEmail')}
          width="md"
          tooltip={t('blocks.contact.hrHint')}
          rules={[{ max: 254 }, { type: 'email', message: t('validation.email') }]}
        />
        <ProFormText
          name={field('hrPhone')}
          label={t('blocks.contact.hrPhone')}
          width="sm"
          rules={[{ max: 50 }]}
        />
      </ProForm.Group>
      <ProForm.Item label={t('blocks.contact.offices')}>
        <EditableRows<OfficeRow>
          name={field('offices')}
          newRow={() => ({ name: '', address: '', phone: '' })}
          columns={[
            { title: t('common.name'), dataIndex: 'name', width: '28%' },
            { title: t('news.address'), dataIndex: 'address' },
            { title: t('blocks.phone'), dataIndex: 'phone', width: 180 },
          ]}
        />
      </ProForm.Item>
    </>
  );
}
