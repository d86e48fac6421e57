import { PictureOutlined } from '@ant-design/icons';
import { App, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { editorImageSource } from '../../lib/rich-text-media.ts';
import { type UploadedFile, uploadFile } from '../../lib/upload.ts';
import { t } from '../../locales/index.ts';
import { FormDialog, type InsertDialogProps } from './form-dialog.tsx';

interface ImageValues {
  alt: string;
  caption: string;
}

/** Uploads an image and inserts it: with a caption as a figure, else in the current paragraph. */
export function ImageDialog({ editor, open, onClose }: InsertDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ImageValues>();
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const result = await uploadFile(file);
      setUploaded(result);
      if (!form.getFieldValue('alt')) form.setFieldValue('alt', result.name.replace(/\.[^.]+$/, ''));
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('upload.error'));
    } finally {
      setUploading(false);
    }
  }

  function insert({ alt, caption }: ImageValues) {
    if (!uploaded) return;
    const image = { ...editorImageSource(uploaded.mediaUrl), alt: alt.trim() || null };
    const text = caption.trim();
    editor
      .chain()
      .focus()
      .insertContent(
        text
          ? [
              {
                type: 'figure',
                attrs: image,
                content: [{ type: 'figcaption', content: [{ type: 'text', text }] }],
              },
              // Writing goes on below the picture, not in its caption.
              { type: 'paragraph' },
            ]
          : { type: 'image', attrs: image },
      )
      .run();
    close();
  }

  function close() {
    setUploaded(null);
    onClose();
  }

  return (
    <FormDialog
      form={form}
      title={t('editor.image')}
      open={open}
      okText={t('editor.image.insert')}
      okButtonProps={{ disabled: !uploaded }}
      onCancel={close}
      initialValues={{ alt: '', caption: '' }}
      onFinish={insert}
    >
      <Form.Item label={t('editor.image.file')}>
        <Upload.Dragger
          accept="image/*"
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          {uploaded ? (
            <img className="rich-text-image-preview" src={editorImageSource(uploaded.mediaUrl).src} alt="" />
          ) : (
            <p className="ant-upload-drag-icon">
              <PictureOutlined />
            </p>
          )}
          <p className="ant-upload-hint">
            {uploading ? t('upload.uploading') : (uploaded?.name ?? t('upload.image'))}
          </p>
        </Upload.Dragger>
      </Form.Item>
      <Form.Item name="alt" label={t('editor.image.alt')} extra={t('editor.image.altHint')}>
        <Input />
      </Form.Item>
      <Form.Item name="caption" label={t('editor.image.caption')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
    </FormDialog>
  );
}
