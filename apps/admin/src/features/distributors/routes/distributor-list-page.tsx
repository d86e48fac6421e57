import { ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { blankOf } from '@coresense/shared';
import {
  type AdminDistributor,
  DISTRIBUTOR_REGIONS,
  distributorI18n,
} from '@coresense/shared/schemas/distributors';
import { Tag } from 'antd';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangText, LangTextArea } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import { DISTRIBUTOR_TEXTS } from '../texts.ts';

const tr = pageTexts(DISTRIBUTOR_TEXTS);

const regionOptions = () =>
  DISTRIBUTOR_REGIONS.map((region) => ({ value: region, label: tr(`distributors.region.${region}`) }));

const columns: ListColumn<AdminDistributor>[] = [
  textColumn<AdminDistributor>(t('common.name'), (value) => value.name, {
    dataIndex: 'keyword',
    minWidth: 160,
  }),
  {
    title: t('distributors.regions'),
    dataIndex: 'region',
    width: 200,
    valueType: 'select',
    valueEnum: Object.fromEntries(regionOptions().map(({ value, label }) => [value, { text: label }])),
    render: (_dom, distributor) =>
      distributor.regions.map((region) => <Tag key={region}>{tr(`distributors.region.${region}`)}</Tag>),
  },
  {
    title: t('distributors.website'),
    dataIndex: 'website',
    search: false,
    minWidth: 160,
    ellipsis: true,
    render: (_dom, distributor) => (
      <a href={distributor.website} target="_blank" rel="noopener noreferrer">
        {distributor.website}
      </a>
    ),
  },
  {
    title: tr('distributors.contact'),
    dataIndex: 'phone',
    search: false,
    width: 200,
    hiddenByDefault: true,
    render: (_dom, distributor) => [distributor.phone, distributor.email].filter(Boolean).join(' / ') || '—',
  },
];

/* The addresses are checked by the server, which names the field it refuses (https, the placeholder). */
const required = { required: true, message: t('validation.required') };

/** Where to buy (contract §13): the distributors the site lists by region and links from each part. */
export default function DistributorListPage() {
  return (
    <BilingualListPage<
      AdminDistributor,
      'regions' | 'website' | 'partSearchUrl' | 'phone' | 'email' | 'logo' | 'sort'
    >
      resource="distributors"
      titles={{ new: 'distributors.new', edit: 'distributors.edit' }}
      columns={columns}
      defaults={{ regions: [], website: '', partSearchUrl: '', phone: '', email: '', logo: '', sort: 0 }}
      emptyLang={() => blankOf(distributorI18n)}
      sharedFields={
        <ProFormSelect
          name="regions"
          label={t('distributors.regions')}
          mode="multiple"
          width="md"
          options={regionOptions()}
          rules={[required]}
        />
      }
      moreSharedFields={
        <>
          <ProForm.Group>
            <ProFormText name="website" label={t('distributors.website')} width="md" rules={[required]} />
            <ProFormText name="phone" label={t('staff.phone')} width="sm" rules={[{ max: 40 }]} />
            <ProFormText
              name="email"
              label={t('staff.email')}
              width="sm"
              rules={[{ type: 'email', message: t('validation.email') }]}
            />
          </ProForm.Group>
          <ProFormText
            name="partSearchUrl"
            label={t('distributors.partSearchUrl')}
            extra={tr('distributors.partSearchUrl.hint')}
            rules={[required]}
          />
          <ProForm.Item name="logo" label={t('distributors.logo')}>
            <ImageInput />
          </ProForm.Item>
        </>
      }
      langFields={() => (
        <>
          <LangText name="name" label={t('common.name')} required max={100} />
          <LangTextArea name="description" label={t('common.description')} max={500} />
        </>
      )}
      siteLink={(distributor) => ({ path: '/where-to-buy', published: !distributor.hidden })}
    />
  );
}
