import '@ant-design/v5-patch-for-react-19';
import { message, notification } from 'antd';
import { t } from '../locales/index.ts';

let networkNoticeOpen = false;

/**
 * No answer at all (product-spec §8): a "network anomaly" notification. The original client
 * then reloaded the page; here that would throw away unsaved edits, so the notice only informs.
 */
export function reportNetworkError() {
  if (networkNoticeOpen) return;
  networkNoticeOpen = true;
  notification.error({
    message: t('error.network.title'),
    description: t('error.network.description'),
    onClose: () => {
      networkNoticeOpen = false;
    },
  });
}

/** A failed save, in the server's words. */
export function reportFailure(text: string) {
  message.error(text);
}
