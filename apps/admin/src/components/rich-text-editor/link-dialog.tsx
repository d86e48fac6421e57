import { isSitePath, isWebLink } from '@coresense/shared';
import type { Editor } from '@tiptap/react';
import { Button, Checkbox, Form, Input } from 'antd';
import { t } from '../../locales/index.ts';
import { FormDialog } from './form-dialog.tsx';

export interface LinkValues {
  href: string;
  text: string;
  newTab: boolean;
}

/** Where a link in rich text may lead: as for links elsewhere in content, plus mail addresses. */
export function isAllowedHref(value: string): boolean {
  return isSitePath(value) || isWebLink(value) || /^mailto:[^\s@]+@[^\s@]+$/i.test(value);
}

/**
 * The dialog's starting values for the current selection, taken when the dialog is asked for: an
 * existing link is widened to its whole text first, so changing it changes all of it.
 */
export function linkValuesAt(editor: Editor): LinkValues {
  const attributes = editor.getAttributes('link');
  if (attributes.href) editor.commands.extendMarkRange('link');
  const { from, to, empty } = editor.state.selection;
  return {
    href: attributes.href ?? '',
    text: empty ? '' : editor.state.doc.textBetween(from, to, ' '),
    newTab: attributes.target === '_blank',
  };
}

/**
 * Sets, changes or removes the link on the selection; without a selection, inserts the text.
 * The form starts from `initial` as it mounts: values set once the opening animation ended would
 * overwrite what a quick typist already entered.
 */
export function LinkDialog({
  editor,
  initial,
  onClose,
}: {
  editor: Editor;
  initial: LinkValues | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LinkValues>();

  function apply({ href, text, newTab }: LinkValues) {
    const target = newTab ? '_blank' : null;
    const { from, to } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    const chain = editor.chain().focus();
    if (text && text !== selected) {
      chain
        .insertContentAt(
          { from, to },
          { type: 'text', text, marks: [{ type: 'link', attrs: { href, target } }] },
        )
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href, target }).run();
    }
    onClose();
  }

  const editing = Boolean(editor.getAttributes('link').href);
  return (
    <FormDialog
      form={form}
      title={t('editor.link')}
      open={initial !== null}
      okText={t('common.ok')}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {editing && (
            <Button
              danger
              type="text"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t('editor.link.remove')}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
      initialValues={initial ?? undefined}
      onFinish={apply}
    >
      <Form.Item
        name="href"
        label={t('editor.link.url')}
        extra={t('editor.link.urlHint')}
        normalize={(value: string) => value.trim()}
        rules={[
          { required: true, message: t('editor.link.invalid') },
          {
            validator: (_rule, value: string) =>
              !value || isAllowedHref(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('editor.link.invalid'))),
          },
        ]}
      >
        <Input placeholder="https://" autoFocus />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('editor.link.text')}
        rules={[{ required: !hasSelection(editor), message: t('editor.link.textRequired') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="newTab" valuePropName="checked">
        <Checkbox>{t('editor.link.newTab')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}

function hasSelection(editor: Editor): boolean {
  return !editor.state.selection.empty;
}
