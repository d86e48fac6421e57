import { UploadOutlined } from '@ant-design/icons';
import { ModalForm } from '@ant-design/pro-components';
import type { AdminDocument } from '@coresense/shared';
import { Alert, App, Button, Form } from 'antd';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../locales/index.ts';
import { useAddRevision } from '../api/add-revision.ts';
import { RevisionFields, type RevisionValues, revisionFieldPath, revisionInput } from './revision-fields.tsx';

/**
 * "Upload a new revision" (contract §9): the revision, its date, file and change note in both
 * languages; a revision the document already has is refused by the server on the `revision` field.
 */
export function AddRevisionButton({
  document,
  onAdded,
}: {
  document: AdminDocument;
  onAdded: (document: AdminDocument) => void;
}) {
  const [form] = Form.useForm<RevisionValues>();
  const { message } = App.useApp();
  const addRevision = useAddRevision();
  return (
    <ModalForm<RevisionValues>
      title={t('documents.addRevision.title', { number: document.number })}
      form={form}
      layout="vertical"
      width={640}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('documents.addRevision'), resetText: t('common.cancel') } }}
      trigger={
        <Button icon={<UploadOutlined />} type="primary" ghost>
          {t('documents.addRevision')}
        </Button>
      }
      onFinish={async (values) => {
        try {
          const updated = await addRevision.mutateAsync({ id: document.id, ...revisionInput(values) });
          message.success(t('documents.revisionAdded', { revision: values.revision.trim() }));
          onAdded(updated);
          return true;
        } catch (error) {
          if (applyServerErrors(form, error, (field) => revisionFieldPath(field)).length === 0) throw error;
          return false;
        }
      }}
    >
      <Alert type="info" showIcon message={t('documents.addRevision.hint')} style={{ marginBottom: 16 }} />
      <RevisionFields />
    </ModalForm>
  );
}
