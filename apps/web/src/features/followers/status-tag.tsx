// A follow relation's state as a small coloured tag.
import Tag from 'antd-mobile/es/components/tag';
import type { FollowStatus } from '@panel/domain/contract/follows';
import { useTranslation } from 'react-i18next';
import '../../components/ui-texts';

const COLORS: Record<FollowStatus, string> = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'danger', BLOCKED: 'default' };

export function StatusTag({ status }: { status: FollowStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" round data-status={status}>
      {t(`ui.status.${status}`)}
    </Tag>
  );
}
