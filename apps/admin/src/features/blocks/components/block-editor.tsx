import { FooterToolbar, PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import type { BlockData, BlockType } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Alert, App, Form, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { BilingualTabs, LANG_LABELS } from '../../../components/bilingual-tabs.tsx';
import { HistoryButton } from '../../../components/version-history/history-button.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { EDIT_LANGS, isBlank } from '../../../lib/bilingual.ts';
import { applyServerErrors, fieldPath } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { blockKeys, useBlockInBothLangs } from '../api/get-block.ts';
import { useSaveBlock } from '../api/save-block.ts';

export interface BlockCodec<T extends BlockType, F> {
  /** The form's shape of one language, complete even when the block was never written. */
  toForm: (data: Partial<BlockData<T>>) => F;
  fromForm: (values: F, saved: Partial<BlockData<T>>) => BlockData<T>;
}

/**
 * The editor of one page block (home, about, contact…): both languages in tabs, each saved
 * with `POST /api/v1/other/data/edit?lang=…`. A language never written and left empty is not
 * created; one that exists is saved even when emptied.
 */
export function BlockEditor<T extends BlockType, F>({
  type,
  codec,
  sitePath,
  intro,
  renderLang,
}: {
  type: T;
  codec: BlockCodec<T, F>;
  sitePath: string;
  intro?: ReactNode;
  renderLang: (lang: Lang) => ReactNode;
}) {
  const results = useBlockInBothLangs(type);
  // A restore refetches the block (its invalidation), then the form starts again from it.
  const [generation, setGeneration] = useState(0);
  if (results.some((result) => result.isPending)) return <PageLoading />;
  const failed = results.find((result) => result.isError);
  if (failed?.error) throw failed.error;
  const saved = Object.fromEntries(
    EDIT_LANGS.map((lang, index) => [lang, results[index]?.data ?? {}]),
  ) as Record<Lang, Partial<BlockData<T>>>;
  return (
    <BlockForm
      key={generation}
      onRestored={() => setGeneration((count) => count + 1)}
      type={type}
      codec={codec}
      saved={saved}
      sitePath={sitePath}
      intro={intro}
      renderLang={renderLang}
    />
  );
}

function BlockForm<T extends BlockType, F>({
  type,
  codec,
  saved,
  sitePath,
  intro,
  renderLang,
  onRestored,
}: {
  type: T;
  codec: BlockCodec<T, F>;
  saved: Record<Lang, Partial<BlockData<T>>>;
  onRestored: () => void;
  sitePath: string;
  intro?: ReactNode;
  renderLang: (lang: Lang) => ReactNode;
}) {
  const { message } = App.useApp();
  const access = useAccess();
  const readOnly = !access['blocks:write'];
  const [form] = Form.useForm<{ i18n: Record<Lang, F> }>();
  const [lang, setLang] = useState<Lang>('zh_CN');
  const save = useSaveBlock();
  const unsaved = useUnsavedChanges();

  const [initial] = useState(() => ({
    zh_CN: codec.toForm(saved.zh_CN),
    en_US: codec.toForm(saved.en_US),
  }));
  // What each language last saved as; only languages that differ from it are written.
  const baseline = useRef<Record<Lang, string>>({
    zh_CN: JSON.stringify(codec.fromForm(initial.zh_CN, saved.zh_CN)),
    en_US: JSON.stringify(codec.fromForm(initial.en_US, saved.en_US)),
  });

  async function submit(values: { i18n: Record<Lang, F> }) {
    if (EDIT_LANGS.every((each) => isBlank(values.i18n[each]) && isBlank(saved[each]))) {
      message.error(t('bilingual.noLanguage'));
      return false;
    }
    const changed = EDIT_LANGS.map((each) => ({
      lang: each,
      data: codec.fromForm(values.i18n[each], saved[each]),
    })).filter(
      ({ lang: each, data }) =>
        JSON.stringify(data) !== baseline.current[each] && !(isBlank(data) && isBlank(saved[each])),
    );
    if (changed.length === 0) {
      unsaved.markClean();
      message.info(t('blocks.unchanged'));
      return true;
    }
    for (const { lang: each, data } of changed) {
      try {
        await save.mutateAsync({ type, lang: each, data });
        baseline.current[each] = JSON.stringify(data);
      } catch (error) {
        // `data.banners.0.title` on the server is `i18n.<lang>.banners.0.title` here.
        applyServerErrors(form, error, (field) => fieldPath(field.replace(/^data\.?/, ''), ['i18n', each]));
        setLang(each);
        return false;
      }
    }
    unsaved.markClean();
    message.success(
      t('blocks.saved', { langs: changed.map(({ lang: each }) => LANG_LABELS[each]).join(' / ') }),
    );
    return true;
  }

  return (
    <PageContainer
      content={intro}
      extra={
        <HistoryButton
          base={`/api/v1/admin/blocks/${type}`}
          title={t('history.block')}
          canRestore={!readOnly}
          invalidates={[blockKeys.type(type)]}
          onRestored={() => {
            unsaved.markClean();
            onRestored();
          }}
        />
      }
    >
      {readOnly && <Alert type="info" showIcon message={t('blocks.readOnly')} style={{ marginBottom: 16 }} />}
      <ProForm<{ i18n: Record<Lang, F> }>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={{ i18n: initial }}
        onValuesChange={unsaved.markDirty}
        onReset={unsaved.markClean}
        onFinish={submit}
        submitter={{
          searchConfig: { submitText: t('common.save'), resetText: t('blocks.reset') },
          submitButtonProps: { loading: save.isPending },
          render: (_props, buttons) =>
            readOnly ? null : (
              <FooterToolbar>
                <Space>
                  <ViewOnSite path={sitePath} lang={lang} />
                  {buttons}
                </Space>
              </FooterToolbar>
            ),
        }}
      >
        <ProCard bordered>
          <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
            {renderLang}
          </BilingualTabs>
        </ProCard>
      </ProForm>
    </PageContainer>
  );
}
