// Pull to refresh with the panel's own texts (antd-mobile's defaults are Chinese).
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui-texts';

export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText={t('ui.pull.pulling')}
      canReleaseText={t('ui.pull.canRelease')}
      refreshingText={t('ui.pull.refreshing')}
      completeText={t('ui.pull.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
