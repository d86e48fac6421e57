import { PageContainer, ProCard } from '@ant-design/pro-components';
import { List } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales/index.ts';
import { TwoFactorSection } from '../components/two-factor-section.tsx';
import BindingTab from './binding-tab.tsx';

/**
 * Stand-in for the account settings shell (`/admin/account/settings/:tab`), which another part
 * of the work builds: it shows the security tab's two-factor row and the binding tab, so they
 * can be used and tested here. The shell replaces this page and mounts the same components.
 */
export default function SignInSecurityPage() {
  const { tab = 'security' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <ProCard
        tabs={{
          activeKey: tab,
          onChange: (key) => navigate(`/admin/account/settings/${key}`),
          items: [
            {
              key: 'security',
              label: t('mfa.title'),
              children: (
                <List itemLayout="horizontal">
                  <TwoFactorSection />
                </List>
              ),
            },
            { key: 'binding', label: t('binding.title'), children: <BindingTab /> },
          ],
        }}
      />
    </PageContainer>
  );
}
