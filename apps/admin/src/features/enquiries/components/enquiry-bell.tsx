import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales/index.ts';
import { useEnquiries } from '../api/get-enquiries.ts';
import type { Enquiry } from '../types.ts';

/** A product enquiry names its product (as the inbox does); a message shows its first words. */
function bellSummary(enquiry: Enquiry): string {
  if (enquiry.kind === 'product')
    return enquiry.productName ?? (enquiry.product || enquiry.mind.slice(0, 60));
  return enquiry.mind.slice(0, 60);
}

/** The header's notification bell: new enquiries, counted by the server (`unreadCount`). */
export function EnquiryBell({ count, canOpenInbox }: { count: number; canOpenInbox: boolean }) {
  const [open, setOpen] = useState(false);
  const latest = useEnquiries({ status: 'new', pageNum: 1, pageSize: 5 }, open && canOpenInbox);

  const content = (
    <div className="enquiry-bell">
      <Typography.Text strong>{t('bell.title', { count })}</Typography.Text>
      {canOpenInbox ? (
        <List
          size="small"
          loading={latest.isPending}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} /> }}
          dataSource={latest.data?.list ?? []}
          renderItem={(enquiry) => (
            <List.Item>
              {/* A block that takes the row: an inline link around the meta collapses to no width. */}
              <Link
                className="enquiry-bell-entry"
                to={`/admin/enquiries?open=${enquiry.id}`}
                onClick={() => setOpen(false)}
              >
                <List.Item.Meta
                  title={`${enquiry.name}${enquiry.company ? ` · ${enquiry.company}` : ''}`}
                  description={bellSummary(enquiry)}
                />
              </Link>
            </List.Item>
          )}
        />
      ) : null}
      {canOpenInbox && (
        <Link to="/admin/enquiries?status=new" onClick={() => setOpen(false)}>
          {t('bell.openInbox')}
        </Link>
      )}
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
      <Button type="text" aria-label={t('bell.title', { count })} data-testid="notice-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
