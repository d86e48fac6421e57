import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../locales/index.ts';
import type { HistoryDrawerProps } from './history-drawer.tsx';

// The history and its diff code load only when the history opens.
const HistoryDrawer = lazy(() => import('./history-drawer.tsx'));

/** "History": opens the versions of one record or block (see history-drawer.tsx). */
export function HistoryButton(props: Omit<HistoryDrawerProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        icon={<HistoryOutlined />}
        // Enabled even in a read-only (disabled) form: readers may see the history.
        disabled={false}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('history.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <HistoryDrawer {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
