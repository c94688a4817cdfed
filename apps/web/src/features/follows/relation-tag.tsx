// The buyer's relation to a store as a small coloured tag (nothing when there is none).
import Tag from 'antd-mobile/es/components/tag';
import type { StoreRelation } from '@panel/domain/contract/stores';
import { useTranslation } from 'react-i18next';
import './locales';

const COLORS: Record<Exclude<StoreRelation, 'NONE'>, string> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'danger',
  BLOCKED: 'default',
  SELF: 'primary',
};

export function RelationTag({ relation }: { relation: StoreRelation }) {
  const { t } = useTranslation();
  if (relation === 'NONE') return null;
  return (
    <Tag color={COLORS[relation]} fill="outline" round data-relation={relation}>
      {t(`follows.relation.${relation}`)}
    </Tag>
  );
}
