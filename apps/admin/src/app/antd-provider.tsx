import '@ant-design/v5-patch-for-react-19';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { currentLocale, isRtl } from '../locales/index.ts';

dayjs.locale(currentLocale === 'zh-CN' ? 'zh-cn' : 'en');

/**
 * antd's language, theme and App context: around the signed-in back-office and the error pages,
 * not the sign-in page, which is kept free of antd so that it loads quickly.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={currentLocale === 'zh-CN' ? zhCN : enUS}
      direction={isRtl(currentLocale) ? 'rtl' : 'ltr'}
      theme={{ token: { colorPrimary: '#1677ff' } }}
    >
      <AntApp notification={{ placement: 'topRight', duration: 4.5 }}>{children}</AntApp>
    </ConfigProvider>
  );
}
