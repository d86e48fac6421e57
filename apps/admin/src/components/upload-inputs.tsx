import { DeleteOutlined, FileImageOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileRef } from '@coresense/shared';
import { App, Button, Space, Tooltip, Upload, type UploadFile, type UploadProps } from 'antd';
import { cloneElement, type ImgHTMLAttributes, type ReactElement, useRef, useState } from 'react';
import { useAccess } from '../hooks/use-access.tsx';
import { ApiError } from '../lib/api-client.ts';
import {
  formatBytes,
  previewSrc,
  staffFileUrl,
  toFileRef,
  type UploadedFile,
  uploadFile,
} from '../lib/upload.ts';
import { t } from '../locales/index.ts';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** Runs the upload for antd's Upload and reports a refusal (size, type) in the server's words. */
function useUploader(onUploaded: (file: UploadedFile) => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  const customRequest = async (options: UploadRequestOption) => {
    setBusy((count) => count + 1);
    try {
      const uploaded = await uploadFile(options.file as File);
      onUploaded(uploaded);
      options.onSuccess?.(uploaded);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('upload.error'));
      options.onError?.(error as Error);
    } finally {
      setBusy((count) => count - 1);
    }
  };
  return { customRequest, uploading: busy > 0 };
}

/** Keeps the latest value for uploads that finish after other changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

function nameOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}

/**
 * An image as staff see it, published or not; without `files:read` it falls back to the public
 * address, which works once published.
 */
export function StaffImage({
  url,
  ...props
}: { url: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const canPreview = useAccess()['files:read'];
  return (
    <img
      alt={nameOf(url)}
      {...props}
      src={canPreview ? previewSrc(url) : url}
      onError={(event) => {
        if (event.currentTarget.getAttribute('src') !== url) event.currentTarget.src = url;
      }}
    />
  );
}

/** Uploading needs `files:write`; without it the button says why it is off. */
function UploadGate({ children }: { children: ReactElement }) {
  const canUpload = useAccess()['files:write'];
  if (canUpload) return children;
  return (
    <Tooltip title={t('upload.notAllowed')}>
      <span>{cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true })}</span>
    </Tooltip>
  );
}

/** One image (a cover, a banner, an icon), stored as its site address. */
export function ImageInput({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { customRequest, uploading } = useUploader((file) => onChange?.(file.mediaUrl));
  return (
    <div className="image-input">
      <div className="image-input-preview">
        {value ? (
          <StaffImage url={value} />
        ) : (
          <FileImageOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
        )}
      </div>
      <Space direction="vertical" size={4}>
        <UploadGate>
          <Upload accept="image/*" showUploadList={false} customRequest={customRequest}>
            <Button icon={<UploadOutlined />} loading={uploading}>
              {value ? t('upload.replace') : t('upload.image')}
            </Button>
          </Upload>
        </UploadGate>
        {value && (
          <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** Several images in order (a product's gallery). */
export function ImageListInput({
  value,
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const latest = useLatest(value ?? []);
  const { customRequest, uploading } = useUploader((file) => onChange?.([...latest.current, file.mediaUrl]));
  const access = useAccess();
  const fileList: UploadFile[] = (value ?? []).map((url) => ({
    uid: url,
    name: nameOf(url),
    status: 'done',
    url,
    thumbUrl: access['files:read'] ? previewSrc(url) : url,
  }));
  const canUpload = access['files:write'];
  return (
    <Upload
      accept="image/*"
      multiple
      listType="picture-card"
      fileList={fileList}
      customRequest={customRequest}
      onRemove={(file) => onChange?.(latest.current.filter((url) => url !== file.uid))}
      showUploadList={{ showPreviewIcon: false }}
      openFileDialogOnClick={canUpload}
    >
      {/* A button's text does not inherit the theme's: black, unreadable in the dark theme. */}
      <button
        type="button"
        className="ant-upload-button-reset"
        style={{ border: 0, background: 'none', color: 'inherit' }}
      >
        {uploading ? t('upload.uploading') : <PlusOutlined />}
        <div style={{ marginTop: 4 }}>{t('upload.image')}</div>
      </button>
    </Upload>
  );
}

/** Downloadable files (datasheets, reports): references with their original names. */
export function FileListInput({
  value,
  onChange,
}: {
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
}) {
  const latest = useLatest(value ?? []);
  const { customRequest, uploading } = useUploader((file) =>
    onChange?.([...latest.current, toFileRef(file)]),
  );
  const access = useAccess();
  const fileList: UploadFile[] = (value ?? []).map((file) => ({
    uid: String(file.id),
    name: `${file.name} (${formatBytes(file.size)})`,
    status: 'done',
    // The public download serves only published files; staff open theirs through the back-office.
    url: access['files:read'] ? staffFileUrl(file.id) : file.url,
  }));
  const canUpload = access['files:write'];
  const button = (
    <Button icon={<UploadOutlined />} loading={uploading} disabled={!canUpload}>
      {t('upload.file')}
    </Button>
  );
  return (
    <Upload
      multiple
      openFileDialogOnClick={canUpload}
      fileList={fileList}
      customRequest={customRequest}
      onRemove={(file) => onChange?.(latest.current.filter((ref) => String(ref.id) !== file.uid))}
    >
      {canUpload ? button : <Tooltip title={t('upload.notAllowed')}>{button}</Tooltip>}
    </Upload>
  );
}

/** One downloadable file (a document's revision), as its reference; uploading another replaces it. */
export function FileInput({
  value,
  onChange,
  id,
}: {
  value?: FileRef | null;
  onChange?: (file: FileRef | null) => void;
  /** The form item's id, for its label. */
  id?: string;
}) {
  const { customRequest, uploading } = useUploader((file) => onChange?.(toFileRef(file)));
  const access = useAccess();
  const canUpload = access['files:write'];
  const button = (
    <Button id={id} icon={<UploadOutlined />} loading={uploading} disabled={!canUpload}>
      {value ? t('upload.replace') : t('upload.file')}
    </Button>
  );
  return (
    <Space direction="vertical" size={4}>
      <Upload showUploadList={false} openFileDialogOnClick={canUpload} customRequest={customRequest}>
        {canUpload ? button : <Tooltip title={t('upload.notAllowed')}>{button}</Tooltip>}
      </Upload>
      {value && (
        <a href={access['files:read'] ? staffFileUrl(value.id) : value.url} target="_blank" rel="noreferrer">
          {value.name} ({formatBytes(value.size)})
        </a>
      )}
    </Space>
  );
}
