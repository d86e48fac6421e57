import {
  BoldOutlined,
  CodeOutlined,
  FileOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { App, Button, Divider, Dropdown, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.ts';
import { t } from '../../locales/index.ts';
import { ImageDialog } from './image-dialog.tsx';
import { LinkDialog, type LinkValues, linkValuesAt } from './link-dialog.tsx';
import { TableDialog } from './table-dialog.tsx';

function ToolButton({
  title,
  icon,
  onClick,
  active,
  disabled,
  children,
}: {
  title: string;
  icon?: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        // A button showing text ("H2") is named by it first, as speech input users say it.
        aria-label={typeof children === 'string' ? `${children} ${title}` : title}
        aria-pressed={active}
        disabled={disabled}
        // Keeps the selection in the text while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

const HEADING_LEVELS = [2, 3, 4] as const;

export function Toolbar({
  editor,
  readOnly,
  sourceMode,
  onSourceMode,
}: {
  editor: Editor;
  /** Shown to staff who may only read the form: nothing changes the text. */
  readOnly: boolean;
  sourceMode: boolean;
  onSourceMode: (on: boolean) => void;
}) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'image' | 'table' | null>(null);
  const [linkValues, setLinkValues] = useState<LinkValues | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  async function insertFileLink(file: File) {
    try {
      const uploaded = await uploadFile(file);
      chain()
        .insertContent({
          type: 'text',
          text: uploaded.name,
          marks: [{ type: 'link', attrs: { href: uploaded.url } }],
        })
        .run();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('upload.error'));
    }
  }

  const tableItems = [
    { key: 'addRowAfter', run: () => chain().addRowAfter().run() },
    { key: 'addColumnAfter', run: () => chain().addColumnAfter().run() },
    { key: 'deleteRow', run: () => chain().deleteRow().run() },
    { key: 'deleteColumn', run: () => chain().deleteColumn().run() },
    { key: 'toggleHeaderRow', run: () => chain().toggleHeaderRow().run() },
    { key: 'deleteTable', run: () => chain().deleteTable().run() },
  ] as const;

  const disabled = sourceMode || readOnly;
  return (
    <div className="rich-text-toolbar">
      <Space size={2} wrap split={<Divider type="vertical" />}>
        <Space size={2}>
          <ToolButton
            title={t('editor.undo')}
            icon={<UndoOutlined />}
            disabled={disabled || !state.canUndo}
            onClick={() => chain().undo().run()}
          />
          <ToolButton
            title={t('editor.redo')}
            icon={<RedoOutlined />}
            disabled={disabled || !state.canRedo}
            onClick={() => chain().redo().run()}
          />
        </Space>
        <Space size={2}>
          {HEADING_LEVELS.map((level) => (
            <ToolButton
              key={level}
              title={t('editor.heading', { level: String(level) })}
              active={state.heading === level}
              disabled={disabled}
              onClick={() => chain().toggleHeading({ level }).run()}
            >
              {`H${level}`}
            </ToolButton>
          ))}
          <ToolButton
            title={t('editor.paragraph')}
            active={!state.heading && !state.bulletList && !state.orderedList}
            disabled={disabled}
            onClick={() => chain().setParagraph().run()}
          >
            ¶
          </ToolButton>
        </Space>
        <Space size={2}>
          <ToolButton
            title={t('editor.bold')}
            icon={<BoldOutlined />}
            active={state.bold}
            disabled={disabled}
            onClick={() => chain().toggleBold().run()}
          />
          <ToolButton
            title={t('editor.italic')}
            icon={<ItalicOutlined />}
            active={state.italic}
            disabled={disabled}
            onClick={() => chain().toggleItalic().run()}
          />
          <ToolButton
            title={t('editor.underline')}
            icon={<UnderlineOutlined />}
            active={state.underline}
            disabled={disabled}
            onClick={() => chain().toggleUnderline().run()}
          />
          <ToolButton
            title={t('editor.bulletList')}
            icon={<UnorderedListOutlined />}
            active={state.bulletList}
            disabled={disabled}
            onClick={() => chain().toggleBulletList().run()}
          />
          <ToolButton
            title={t('editor.numberedList')}
            icon={<OrderedListOutlined />}
            active={state.orderedList}
            disabled={disabled}
            onClick={() => chain().toggleOrderedList().run()}
          />
        </Space>
        <Space size={2}>
          <ToolButton
            title={t('editor.link')}
            icon={<LinkOutlined />}
            active={state.link}
            disabled={disabled}
            onClick={() => setLinkValues(linkValuesAt(editor))}
          />
          <ToolButton
            title={t('editor.image')}
            icon={<PictureOutlined />}
            disabled={disabled}
            onClick={() => setDialog('image')}
          />
          <Upload
            showUploadList={false}
            disabled={disabled}
            beforeUpload={(file) => {
              void insertFileLink(file);
              return false;
            }}
          >
            <Tooltip title={t('editor.file')}>
              <Button
                size="small"
                type="text"
                icon={<FileOutlined />}
                aria-label={t('editor.file')}
                disabled={disabled}
              />
            </Tooltip>
          </Upload>
          {state.inTable ? (
            <Dropdown
              trigger={['click']}
              disabled={disabled}
              menu={{
                items: tableItems.map(({ key }) => ({
                  key,
                  danger: key === 'deleteTable',
                  label: t(`editor.table.${key}`),
                })),
                onClick: ({ key }) => tableItems.find((item) => item.key === key)?.run(),
              }}
            >
              <Button
                size="small"
                type="primary"
                icon={<TableOutlined />}
                aria-label={t('editor.table.edit')}
                onMouseDown={(event) => event.preventDefault()}
              />
            </Dropdown>
          ) : (
            <ToolButton
              title={t('editor.table.insert')}
              icon={<TableOutlined />}
              disabled={disabled}
              onClick={() => setDialog('table')}
            />
          )}
        </Space>
        <ToolButton
          title={t('editor.source')}
          icon={<CodeOutlined />}
          active={sourceMode}
          onClick={() => onSourceMode(!sourceMode)}
        />
      </Space>
      <LinkDialog editor={editor} initial={linkValues} onClose={() => setLinkValues(null)} />
      <ImageDialog editor={editor} open={dialog === 'image'} onClose={() => setDialog(null)} />
      <TableDialog editor={editor} open={dialog === 'table'} onClose={() => setDialog(null)} />
    </div>
  );
}
