import { DrawerForm } from '@ant-design/pro-components';
import type { HiddenReason, Publication } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Form, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useBilingualSubmit } from '../hooks/use-bilingual-submit.ts';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { filledLangs, type I18n } from '../lib/bilingual.ts';
import { t } from '../locales/index.ts';
import { BilingualTabs } from './bilingual-tabs.tsx';
import { PublicationPanel } from './publication/publication-panel.tsx';
import { useSaveModes } from './publication/use-save-modes.ts';
import { HistoryButton } from './version-history/history-button.tsx';
import { ViewOnSite } from './view-on-site.tsx';

/** The versions of the record in the drawer (contract §10). */
export interface RecordHistory<TValues> {
  /** The record's admin URL, `/api/v1/admin/news/5`. */
  base: string;
  /** The cached answers a restore makes stale (the resource's). */
  invalidates?: readonly QueryKey[];
  /** The restored record as the form's values. */
  toForm: (record: unknown) => TValues;
}

/** The publication of the record in the drawer (contract §10), at its history's address. */
export interface RecordPublication {
  state: Publication;
  /** Whether the record is shown on the site (`enabled`) and, if the public sees it nowhere, why. */
  visibility: { enabled: boolean; hidden: HiddenReason | null };
  /** With the record as the server answered a publish, unpublish, schedule, hide or show. */
  onChanged: (record: unknown) => void;
}

export interface SiteLink {
  path: string;
  query?: Record<string, string | number>;
  published: boolean;
}

/**
 * The drawer editor of a bilingual record: its publication per language, language-independent
 * fields, then the two languages in tabs. `initialValues` are form values (see each feature's
 * codec). "Save draft" changes nothing public; "Save and publish" publishes every written
 * language. Unsaved edits are not dropped silently: closing, leaving the page or reloading asks first.
 */
export function BilingualRecordDrawer<TValues extends { i18n?: I18n<unknown> }>({
  title,
  open,
  onOpenChange,
  initialValues,
  common,
  renderLang,
  after,
  save,
  onSaved,
  siteLink,
  readOnly,
  history,
  publication,
  width = 820,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues: TValues;
  common?: ReactNode;
  renderLang: (lang: Lang) => ReactNode;
  /** What follows the languages. */
  after?: ReactNode;
  /** Saves the values, publishing `publish` (none: a draft). */
  save: (values: TValues, publish: Lang[]) => Promise<unknown>;
  onSaved?: () => void;
  siteLink?: SiteLink;
  readOnly?: boolean;
  /** An existing record's versions: "History" in the drawer's header, restoring only with write access. */
  history?: RecordHistory<TValues>;
  publication?: RecordPublication;
  width?: number;
}) {
  const [form] = Form.useForm<TValues>();
  const [lang, setLang] = useState<Lang>('zh_CN');
  const unsaved = useUnsavedChanges();
  const modes = useSaveModes(form, unsaved);
  const submit = useBilingualSubmit<TValues, unknown>({
    form,
    save: (values) => save(values, modes.publishFor(values.i18n)),
    onLangError: setLang,
    savedMessage: modes.savedMessage,
  });
  const i18n = Form.useWatch('i18n', form) as I18n<unknown> | undefined;

  return (
    <DrawerForm<TValues>
      title={
        readOnly ? (
          <Space>
            {title}
            <Tag bordered={false}>{t('common.readOnly')}</Tag>
          </Space>
        ) : (
          title
        )
      }
      open={open}
      // Closing (the ✕, Cancel) asks first when there are unsaved edits.
      onOpenChange={(next) => (next ? onOpenChange(true) : unsaved.confirmDiscard(() => onOpenChange(false)))}
      onValuesChange={unsaved.markDirty}
      form={form}
      initialValues={initialValues}
      width={width}
      layout="vertical"
      disabled={readOnly}
      drawerProps={{
        destroyOnHidden: true,
        maskClosable: false,
        extra: history && (
          <HistoryButton
            base={history.base}
            invalidates={history.invalidates}
            canRestore={!readOnly}
            onRestored={(record) => {
              // The restored version is the current one now: the form shows it, nothing left unsaved.
              form.resetFields();
              form.setFieldsValue(history.toForm(record) as Parameters<typeof form.setFieldsValue>[0]);
              unsaved.markClean();
              onSaved?.();
            }}
          />
        ),
      }}
      submitter={
        readOnly
          ? false
          : {
              searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') },
              render: (_props, buttons) => (
                <Space wrap>
                  {siteLink && (
                    <ViewOnSite
                      path={siteLink.path}
                      query={siteLink.query}
                      lang={lang}
                      published={siteLink.published}
                    />
                  )}
                  {buttons[0]}
                  <Button onClick={() => modes.submitAs(false)}>{t('publication.saveDraft')}</Button>
                  <Button type="primary" onClick={() => modes.submitAs(true)}>
                    {t('publication.saveAndPublish')}
                  </Button>
                </Space>
              ),
            }
      }
      onFinish={async (values) => {
        const saved = await submit(values);
        if (saved === undefined) return false;
        unsaved.markClean();
        onSaved?.();
        return true;
      }}
    >
      {history && publication && (
        <PublicationPanel
          base={history.base}
          publication={publication.state}
          written={filledLangs(i18n)}
          canWrite={!readOnly}
          saveEdits={() => modes.saveEdits(submit)}
          onChanged={publication.onChanged}
          invalidates={history.invalidates ?? []}
          visibility={publication.visibility}
        />
      )}
      {common}
      <BilingualTabs activeLang={lang} onActiveLangChange={setLang}>
        {renderLang}
      </BilingualTabs>
      {after}
    </DrawerForm>
  );
}
