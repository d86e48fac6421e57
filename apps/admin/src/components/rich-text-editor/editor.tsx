import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { Input } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext, useEffect, useRef, useState } from 'react';
import { useAccess } from '../../hooks/use-access.tsx';
import { fromEditorHtml, toEditorHtml } from '../../lib/rich-text-media.ts';
import { t } from '../../locales/index.ts';
import './editor.css';
import { pasteCleanup } from './paste.ts';
import { editorExtensions } from './schema.ts';
import { storedHtml } from './stored-html.ts';
import { Toolbar } from './toolbar.tsx';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  id?: string;
}

const labelId = (fieldId: string) => `${fieldId}_label`;

/** Tiptap over the site's allow-list, with an HTML source view; the server sanitises what it gets. */
export default function RichTextEditor({ value, onChange, placeholder, id }: RichTextEditorProps) {
  const [sourceMode, setSourceMode] = useState(false);
  // A form shown to staff who may only read it is disabled: the text is shown, not editable.
  const readOnly = useContext(DisabledContext);
  const canPreview = useAccess()['files:read'];
  const toEditor = (html: string | undefined) => (canPreview ? toEditorHtml(html ?? '') : (html ?? ''));
  // What this editor last handed to the form: a value that differs came from outside.
  const emitted = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [...editorExtensions, Placeholder.configure({ placeholder: placeholder ?? '' })],
    content: toEditor(value),
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { 'aria-labelledby': labelId(id) } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
      ...pasteCleanup,
    },
    onUpdate: ({ editor: changed }) => {
      const html = fromEditorHtml(storedHtml(changed.state.doc, changed.schema, document));
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // Loading a record or copying the other language replaces the text; the user's own typing
  // already is the editor's state, and setting it again would lose the caret.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toEditor only reads `canPreview`
  useEffect(() => {
    if ((value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(toEditor(value), { emitUpdate: false });
  }, [editor, value, canPreview]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // The form item's label names the text box: a `<label for>` names only native fields.
  useEffect(() => {
    const label = id && document.querySelector(`label[for="${CSS.escape(id)}"]`);
    if (label) label.id = labelId(id);
  }, [id]);

  return (
    <div className="rich-text" id={id}>
      <Toolbar editor={editor} readOnly={readOnly} sourceMode={sourceMode} onSourceMode={setSourceMode} />
      {sourceMode && (
        <Input.TextArea
          className="rich-text-source"
          aria-label={t('editor.source')}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 10, maxRows: 24 }}
        />
      )}
      {/* Stays mounted under the source view, so the caret and the undo history survive it. */}
      <EditorContent editor={editor} hidden={sourceMode} />
    </div>
  );
}
