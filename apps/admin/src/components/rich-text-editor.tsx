import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../lib/chunk-load.ts';
import type { RichTextEditorProps } from './rich-text-editor/editor.tsx';

/*
 * The editor and ProseMirror under it are a chunk of their own, fetched when a form first shows
 * rich text: list pages and the shell do not carry it.
 */
const Editor = lazy(() => loadChunk(() => import('./rich-text-editor/editor.tsx')));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text" id={props.id}>
          <Skeleton active paragraph={{ rows: 6 }} className="rich-text-loading" />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
