import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { t } from '../../../locales/index.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';

/** The server refuses more (413); checked here first so a large photo is not sent in vain. */
const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The avatar beside the basic settings, as Ant Design Pro shows it: the picture, then its upload button. */
export function AvatarUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    if (file.size > MAX_AVATAR_BYTES) {
      message.error(t('account.basic.avatar.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      onChange?.((await uploadAvatar(file)).url);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('upload.error'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="account-avatar">
      <div className="account-avatar-title">{t('account.basic.avatar')}</div>
      <Avatar size={144} src={value || undefined} icon={<UserOutlined />} alt={t('account.basic.avatar')} />
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        showUploadList={false}
        customRequest={(options) => {
          void upload(options.file as File);
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('account.basic.change-avatar')}
        </Button>
      </Upload>
    </div>
  );
}
