import { BugOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../locales/index.ts';
import type { TRIGGER_NOW } from './trigger-error.ts';

/**
 * "Trigger Error" of product-spec §2: the page throws while rendering, and the route's error
 * boundary (route-error.tsx) shows the 500 page inside the shell, which keeps working.
 */
export default function TriggerErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [broken, setBroken] = useState(false);

  // Taken from the history entry first, so that a reload of the error page does not throw again.
  useEffect(() => {
    if ((location.state as typeof TRIGGER_NOW | null)?.triggerError) {
      navigate('.', { replace: true, state: null });
      setBroken(true);
    }
  }, [location.state, navigate]);

  if (broken) throw new Error('Trigger Error: thrown on purpose while rendering');
  return (
    <PageContainer>
      <Result
        icon={<BugOutlined />}
        title={t('exception.trigger.title')}
        subTitle={t('exception.trigger.description')}
        extra={
          <Button type="primary" danger data-testid="trigger-error" onClick={() => setBroken(true)}>
            {t('exception.trigger.button')}
          </Button>
        }
      />
    </PageContainer>
  );
}
