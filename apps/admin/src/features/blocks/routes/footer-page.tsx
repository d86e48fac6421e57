import { ProForm, ProFormText } from '@ant-design/pro-components';
import type { FooterBlock } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { EditableRows, type Keyed, withoutRowKeys, withRowKeys } from '../../../components/editable-rows.tsx';
import { t } from '../../../locales/index.ts';
import { type BlockCodec, BlockEditor } from '../components/block-editor.tsx';

type LinkRow = FooterBlock['links'][number] & Keyed;
type FooterForm = Omit<FooterBlock, 'links'> & { links: LinkRow[] };

const codec: BlockCodec<'footer', FooterForm> = {
  toForm: (data) => ({ slogan: '', copyright: '', icp: '', ...data, links: withRowKeys(data.links) }),
  fromForm: (values, saved) => ({ ...saved, ...values, links: withoutRowKeys(values.links) }),
};

/** The footer of every public page. */
export default function FooterBlockPage() {
  return (
    <BlockEditor
      type="footer"
      codec={codec}
      sitePath="/index"
      intro={t('blocks.footer.intro')}
      renderLang={(lang) => <FooterFields lang={lang} />}
    />
  );
}

function FooterFields({ lang }: { lang: Lang }) {
  const field = (name: keyof FooterForm) => ['i18n', lang, name];
  return (
    <>
      <ProFormText name={field('slogan')} label={t('blocks.footer.slogan')} rules={[{ max: 300 }]} />
      <ProForm.Group>
        <ProFormText
          name={field('copyright')}
          label={t('blocks.footer.copyright')}
          width="lg"
          rules={[{ max: 300 }]}
        />
        <ProFormText name={field('icp')} label={t('blocks.footer.icp')} width="sm" rules={[{ max: 100 }]} />
      </ProForm.Group>
      <ProForm.Item label={t('blocks.footer.links')}>
        <EditableRows<LinkRow>
          name={field('links')}
          newRow={() => ({ label: '', url: '' })}
          columns={[
            { title: t('blocks.footer.linkLabel'), dataIndex: 'label', width: '35%' },
            { title: t('blocks.footer.linkUrl'), dataIndex: 'url', fieldProps: { placeholder: '/product' } },
          ]}
        />
      </ProForm.Item>
    </>
  );
}
