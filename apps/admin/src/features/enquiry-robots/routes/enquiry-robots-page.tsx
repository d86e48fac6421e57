import { PageContainer } from '@ant-design/pro-components';
import { Col, Row } from 'antd';
import { QueryError } from '../../../components/query-error.tsx';
import { pageTexts } from '../../../locales/page-texts.ts';
import { useEnquiryRobots } from '../api/enquiry-robots-api.ts';
import { RobotForm } from '../components/robot-form.tsx';
import { ROBOT_TEXTS } from '../texts.ts';

const tr = pageTexts(ROBOT_TEXTS);

/** `/admin/enquiry-robots`: the group robot told of each kind of enquiry (WeCom, DingTalk, Feishu). */
export default function EnquiryRobotsPage() {
  const robots = useEnquiryRobots();
  return (
    <PageContainer content={tr('robots.intro')}>
      {robots.isError ? <QueryError error={robots.error} onRetry={() => robots.refetch()} /> : null}
      <Row gutter={[16, 16]}>
        {robots.data?.map((robot) => (
          <Col key={robot.kind} xs={24} lg={8}>
            <RobotForm robot={robot} />
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
