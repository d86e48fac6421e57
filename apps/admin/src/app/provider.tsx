import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { currentLocale, isRtl } from '../locales/index.ts';

dayjs.locale(currentLocale === 'zh-CN' ? 'zh-cn' : 'en');

/** Everything every page needs: the query cache, antd's language and theme, and its App context. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={currentLocale === 'zh-CN' ? zhCN : enUS}
        direction={isRtl(currentLocale) ? 'rtl' : 'ltr'}
        theme={{ token: { colorPrimary: '#1677ff' } }}
      >
        <AntApp notification={{ placement: 'topRight', duration: 4.5 }}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
