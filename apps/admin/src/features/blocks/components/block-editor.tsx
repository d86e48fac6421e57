import { FooterToolbar, PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import type { BlockData, BlockType } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { usePublicationChange } from '../../../api/publication/publication-api.ts';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { BilingualTabs, LANG_LABELS } from '../../../components/bilingual-tabs.tsx';
import { PublicationPanel } from '../../../components/publication/publication-panel.tsx';
import { HistoryButton } from '../../../components/version-history/history-button.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes.ts';
import { EDIT_LANGS, isBlank } from '../../../lib/bilingual.ts';
import { applyServerErrors, fieldPath } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { type AdminBlock, blockKeys, useAdminBlock } from '../api/get-block.ts';
import { useSaveBlock } from '../api/save-block.ts';

export interface BlockCodec<T extends BlockType, F> {
  /** The form's shape of one language, complete even when the block was never written. */
  toForm: (data: Partial<BlockData<T>>) => F;
  fromForm: (values: F, saved: Partial<BlockData<T>>) => BlockData<T>;
}

/**
 * The editor of one page block (home, about, contact…): its publication per language and both
 * languages in tabs, each saved with `POST /api/v1/other/data/edit?lang=…` as a draft; "Save and
 * publish" then publishes every written language. A language never written and left empty is not
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
  const block = useAdminBlock(type);
  // A restore refetches the block (its invalidation), then the form starts again from it.
  const [generation, setGeneration] = useState(0);
  if (block.isPending) return <PageLoading />;
  if (block.isError) throw block.error;
  return (
    <BlockForm
      key={generation}
      onRestored={() => setGeneration((count) => count + 1)}
      type={type}
      codec={codec}
      block={block.data}
      sitePath={sitePath}
      intro={intro}
      renderLang={renderLang}
    />
  );
}

function BlockForm<T extends BlockType, F>({
  type,
  codec,
  block,
  sitePath,
  intro,
  renderLang,
  onRestored,
}: {
  type: T;
  codec: BlockCodec<T, F>;
  block: AdminBlock<T>;
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
  const base = `/api/v1/admin/blocks/${type}`;
  const publish = usePublicationChange<AdminBlock<T>>(base, [blockKeys.type(type)]);
  const queryClient = useQueryClient();
  const unsaved = useUnsavedChanges();
  const [saved] = useState<Record<Lang, Partial<BlockData<T>>>>(() => ({
    zh_CN: block.i18n.zh_CN ?? {},
    en_US: block.i18n.en_US ?? {},
  }));
  // Which of the two save buttons submitted the form.
  const publishing = useRef(true);
  const values = Form.useWatch('i18n', form) as Record<Lang, F> | undefined;
  const written = EDIT_LANGS.filter((each) => !isBlank(values?.[each] ?? saved[each]));

  const [initial] = useState(() => ({
    zh_CN: codec.toForm(saved.zh_CN),
    en_US: codec.toForm(saved.en_US),
  }));
  // What each language last saved as; only languages that differ from it are written.
  const baseline = useRef<Record<Lang, string>>({
    zh_CN: JSON.stringify(codec.fromForm(initial.zh_CN, saved.zh_CN)),
    en_US: JSON.stringify(codec.fromForm(initial.en_US, saved.en_US)),
  });

  /**
   * Saves the languages that differ from what was last saved, each publishing itself or as a
   * draft: the languages saved, or false.
   */
  async function saveChanged(
    values: { i18n: Record<Lang, F> },
    publishEach: boolean,
  ): Promise<Lang[] | false> {
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
    for (const { lang: each, data } of changed) {
      try {
        await save.mutateAsync({ type, lang: each, data, publish: publishEach ? [each] : [] });
        baseline.current[each] = JSON.stringify(data);
      } catch (error) {
        // `data.banners.0.title` on the server is `i18n.<lang>.banners.0.title` here.
        applyServerErrors(form, error, (field) => fieldPath(field.replace(/^data\.?/, ''), ['i18n', each]));
        setLang(each);
        return false;
      }
    }
    unsaved.markClean();
    return changed.map(({ lang: each }) => each);
  }

  async function submit(values: { i18n: Record<Lang, F> }) {
    const changed = await saveChanged(values, publishing.current);
    if (changed === false) return false;
    // "Save and publish" also publishes the written languages left unchanged here but not yet public as they stand.
    const pending = (each: Lang) =>
      !changed.includes(each) &&
      (block.publication?.[each].state !== 'published' || block.publication[each].changed);
    const publishToo = publishing.current ? written.filter(pending) : [];
    if (changed.length === 0 && publishToo.length === 0) {
      message.info(t('blocks.unchanged'));
      return true;
    }
    if (publishToo.length > 0) await publish.mutateAsync({ action: 'publish', langs: publishToo });
    const langs = [...changed, ...publishToo].map((each) => LANG_LABELS[each]).join(' / ');
    message.success(t(publishing.current ? 'blocks.saved' : 'publication.draftSaved', { langs }));
    return true;
  }

  /** Before a publish or preview from the publication panel: the edits on screen saved as drafts. */
  async function saveEdits(): Promise<boolean> {
    if (!unsaved.isDirty()) return true;
    return (await saveChanged(form.getFieldsValue(true) as { i18n: Record<Lang, F> }, false)) !== false;
  }

  const submitAs = (publishAfter: boolean) => {
    publishing.current = publishAfter;
    form.submit();
  };

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
          searchConfig: { resetText: t('blocks.reset') },
          render: (_props, buttons) =>
            readOnly ? null : (
              <FooterToolbar>
                {/* A landmark of its own: the bar is drawn outside the page's main content. */}
                <section aria-label={t('common.actions')}>
                  <Space wrap>
                    <ViewOnSite path={sitePath} lang={lang} />
                    {buttons[0]}
                    <Button loading={save.isPending && !publishing.current} onClick={() => submitAs(false)}>
                      {t('publication.saveDraft')}
                    </Button>
                    <Button
                      type="primary"
                      loading={(save.isPending || publish.isPending) && publishing.current}
                      onClick={() => submitAs(true)}
                    >
                      {t('publication.saveAndPublish')}
                    </Button>
                  </Space>
                </section>
              </FooterToolbar>
            ),
        }}
      >
        {block.publication && (
          <ProCard title={t('publication.title')} bordered headerBordered style={{ marginBottom: 16 }}>
            <PublicationPanel<AdminBlock<T>>
              base={base}
              publication={block.publication}
              written={written}
              canWrite={!readOnly}
              saveEdits={saveEdits}
              onChanged={(changed) => queryClient.setQueryData(blockKeys.type(type), changed)}
              invalidates={[blockKeys.type(type)]}
            />
          </ProCard>
        )}
        <ProCard bordered>
          <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
            {renderLang}
          </BilingualTabs>
        </ProCard>
      </ProForm>
    </PageContainer>
  );
}
