import { PageContainer } from '@ant-design/pro-components';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { t } from '../../locales/index.ts';

/** What a completed action hands the result page through navigation state. */
export interface ResultState {
  status?: 'success' | 'error' | 'info' | 'warning';
  title: string;
  subTitle?: string;
  actions?: { label: string; to: string; primary?: boolean; external?: boolean }[];
}

/** The result page for completed actions ("result: success, fail" of product-spec §2). */
export default function ResultPage() {
  const state = useLocation().state as ResultState | null;
  const result: ResultState = state ?? { status: 'info', title: t('result.nothing') };
  return (
    <PageContainer title={false}>
      <Result
        status={result.status ?? 'success'}
        title={result.title}
        subTitle={result.subTitle}
        extra={(result.actions ?? [{ label: t('exception.backHome'), to: '/admin', primary: true }]).map(
          (action) =>
            action.external ? (
              <a key={action.to} href={action.to} target="_blank" rel="noreferrer">
                <Button>{action.label}</Button>
              </a>
            ) : (
              <Link key={action.to} to={action.to}>
                <Button type={action.primary ? 'primary' : 'default'}>{action.label}</Button>
              </Link>
            ),
        )}
      />
    </PageContainer>
  );
}
