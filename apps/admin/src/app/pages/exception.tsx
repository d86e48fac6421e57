import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../locales/index.ts';

export function Exception403({ extra }: { extra?: ReactNode }) {
  return <Result status="403" title="403" subTitle={t('exception.403')} extra={extra ?? <BackHome />} />;
}

export function Exception404() {
  return <Result status="404" title="404" subTitle={t('exception.404')} extra={<BackHome />} />;
}

export function Exception500({ extra }: { extra?: ReactNode }) {
  return <Result status="500" title="500" subTitle={t('exception.500')} extra={extra ?? <BackHome />} />;
}

export function BackHome() {
  return (
    <Link to="/admin">
      <Button type="primary">{t('exception.backHome')}</Button>
    </Link>
  );
}
