import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { App, Button, Divider, Input, Popover, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useAccess } from '../hooks/use-access.tsx';
import { ApiError } from '../lib/api-client.ts';
import { editorImage, fromEditorHtml, toEditorHtml } from '../lib/rich-text-media.ts';
import { uploadFile } from '../lib/upload.ts';
import { t } from '../locales/index.ts';

/*
 * A small WYSIWYG editor over `contentEditable`, with an HTML source view. The browser's editing
 * commands are old but everywhere; the server sanitises whatever HTML comes out of here.
 */

function ToolButton({
  title,
  icon,
  onClick,
  active,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={title}
        // Keeps the selection in the editable area while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function RichTextEditor({
  value,
  onChange,
  placeholder,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  id?: string;
}) {
  const { message } = App.useApp();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [sourceMode, setSourceMode] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const canPreview = useAccess()['files:read'];
  const toDom = (html: string | undefined) => (canPreview ? toEditorHtml(html ?? '') : (html ?? ''));
  const fromDom = (element: HTMLElement) => {
    const html = fromEditorHtml(element.innerHTML);
    return html === '<br>' ? '' : html;
  };

  // Only outside changes (loading a record, copying a language) are written into the DOM;
  // the user's own typing already is the DOM, and rewriting it would lose the caret.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toDom and fromDom only read `canPreview`
  useEffect(() => {
    const element = area.current;
    if (element && fromDom(element) !== (value ?? '')) element.innerHTML = toDom(value);
  }, [value, canPreview]);

  // The editable area is created again when leaving the source view: it starts from the value.
  const latestValue = useRef(value);
  latestValue.current = value;
  const attachArea = useCallback(
    (element: HTMLDivElement | null) => {
      area.current = element;
      if (element)
        element.innerHTML = canPreview
          ? toEditorHtml(latestValue.current ?? '')
          : (latestValue.current ?? '');
    },
    [canPreview],
  );

  const emit = () => {
    if (area.current) onChange?.(fromDom(area.current));
  };

  const run = (command: string, argument?: string) => {
    area.current?.focus();
    restoreSelection();
    document.execCommand(command, false, argument);
    emit();
  };

  function saveSelection() {
    const selection = window.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  }

  function restoreSelection() {
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  }

  async function insertImage(file: File) {
    try {
      const uploaded = await uploadFile(file);
      run('insertHTML', editorImage(uploaded.mediaUrl, uploaded.name.replace(/\.[^.]+$/, '')));
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('upload.error'));
    }
  }

  return (
    <div className="rich-text" id={id}>
      <div className="rich-text-toolbar">
        <Space size={2} wrap split={<Divider type="vertical" />}>
          <Space size={2}>
            <Button
              size="small"
              type="text"
              disabled={sourceMode}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run('formatBlock', 'h2')}
            >
              H2
            </Button>
            <Button
              size="small"
              type="text"
              disabled={sourceMode}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run('formatBlock', 'h3')}
            >
              H3
            </Button>
            <Button
              size="small"
              type="text"
              disabled={sourceMode}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run('formatBlock', 'p')}
            >
              ¶
            </Button>
          </Space>
          {!sourceMode && (
            <Space size={2}>
              <ToolButton title={t('editor.bold')} icon={<BoldOutlined />} onClick={() => run('bold')} />
              <ToolButton
                title={t('editor.italic')}
                icon={<ItalicOutlined />}
                onClick={() => run('italic')}
              />
              <ToolButton
                title={t('editor.underline')}
                icon={<UnderlineOutlined />}
                onClick={() => run('underline')}
              />
              <ToolButton
                title={t('editor.bulletList')}
                icon={<UnorderedListOutlined />}
                onClick={() => run('insertUnorderedList')}
              />
              <ToolButton
                title={t('editor.numberedList')}
                icon={<OrderedListOutlined />}
                onClick={() => run('insertOrderedList')}
              />
              <Popover
                trigger="click"
                open={linkOpen}
                onOpenChange={(open) => {
                  if (open) saveSelection();
                  setLinkOpen(open);
                }}
                content={
                  <Space.Compact>
                    <Input
                      value={linkUrl}
                      onChange={(event) => setLinkUrl(event.target.value)}
                      style={{ width: 260 }}
                    />
                    <Button
                      type="primary"
                      onClick={() => {
                        setLinkOpen(false);
                        run('createLink', linkUrl);
                      }}
                    >
                      {t('common.ok')}
                    </Button>
                  </Space.Compact>
                }
              >
                <Tooltip title={t('editor.link')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<LinkOutlined />}
                    aria-label={t('editor.link')}
                    onMouseDown={(e) => e.preventDefault()}
                  />
                </Tooltip>
              </Popover>
              <Upload
                accept="image/*"
                showUploadList={false}
                beforeUpload={(file) => {
                  saveSelection();
                  void insertImage(file);
                  return false;
                }}
              >
                <Tooltip title={t('editor.image')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<PictureOutlined />}
                    aria-label={t('editor.image')}
                  />
                </Tooltip>
              </Upload>
            </Space>
          )}
          <ToolButton
            title={t('editor.source')}
            icon={<CodeOutlined />}
            active={sourceMode}
            onClick={() => setSourceMode((on) => !on)}
          />
        </Space>
      </div>
      {sourceMode ? (
        <Input.TextArea
          className="rich-text-source"
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 10, maxRows: 24 }}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: an editable rich-text area has no native element
        <div
          ref={attachArea}
          className="rich-text-content"
          contentEditable
          role="textbox"
          aria-multiline="true"
          tabIndex={0}
          data-placeholder={placeholder ?? ''}
          suppressContentEditableWarning
          onInput={emit}
          onBlur={() => {
            saveSelection();
            emit();
          }}
          onKeyUp={saveSelection}
          onMouseUp={saveSelection}
        />
      )}
    </div>
  );
}
