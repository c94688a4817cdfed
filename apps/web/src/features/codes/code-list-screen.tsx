// /generate/cardNo/:taskId: a generation's codes, searched by code or account (after a short pause
// in typing; kept in the address as ?q=) and filtered by status (?status=), with infinite scroll
// and pull to refresh. Each row: the code in groups of 4 with a copy button, its status, the
// account it created or was redeemed for, its card number and when it was activated.
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivationCode } from '@panel/domain/contract/codes';
import { CODE_STATUSES, type CodeStatus } from '@panel/domain/codes';
import { isOneOf } from '@panel/domain/constants';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useKeywordParam } from '../../components/use-keyword-param';
import { CopyButton } from '../../shared/orders/copy-text';
import { recordCodesQuery } from './codes-api';
import { codeText } from './codes-rules';
import { isMissingRecord, RecordMissing } from './codes-ui';
import styles from './codes.module.css';
import './locales';

const ALL = 'ALL';
const STATUS_COLOR: Record<CodeStatus, 'default' | 'success' | 'danger'> = { NORMAL: 'default', ACTIVATED: 'success', LOCKED: 'danger' };

function CodeRow({ code }: { code: ActivationCode }) {
  const { t } = useTranslation();
  const shown = codeText(code.code);
  return (
    <div className={styles.code} data-code-id={code.id} data-status={code.status}>
      <div className={styles.codeTop}>
        <span className={styles.codeText} data-testid="code-text">
          {shown}
        </span>
        <CopyButton text={shown} label={t('codes.codeList.code')} />
      </div>
      <div className={styles.meta}>
        <Tag color={STATUS_COLOR[code.status]} fill="outline" data-testid="code-status">
          {t(`codes.status.${code.status}`)}
        </Tag>
      </div>
      <dl className={styles.facts}>
        <dt>{t('codes.codeList.account')}</dt>
        <dd data-testid="code-account">{code.account ?? '—'}</dd>
        <dt>{t('codes.codeList.cardNumber')}</dt>
        <dd>{code.cardNumber}</dd>
        <dt>{t('codes.codeList.activatedAt')}</dt>
        <dd>{code.activatedAt ? formatDate(code.activatedAt) : '—'}</dd>
      </dl>
    </div>
  );
}

export default function CodeListScreen() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOneOf(CODE_STATUSES, raw) ? raw : '';
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(recordCodesQuery(taskId, { keyword, status }));
  const filtered = keyword !== '' || status !== '';

  const setStatus = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === ALL) next.delete('status');
        else next.set('status', key);
        return next;
      },
      { replace: true },
    );

  const missing = query.isError && !query.data && isMissingRecord(query.error);
  return (
    <LocalizedUi>
      <Page title={t('codes.codeList.title')} backTo={`/generate/detail/${taskId}`}>
        {missing ? (
          <RecordMissing />
        ) : (
          <>
            <div className={styles.search}>
              <SearchBar value={text} onChange={setText} onSearch={search} onClear={() => search('')} placeholder={t('codes.codeList.search')} />
            </div>
            <Tabs className={styles.tabs} activeKey={status || ALL} onChange={setStatus} aria-label={t('codes.codeList.filter')}>
              <Tabs.Tab key={ALL} title={t('codes.codeList.all')} />
              {CODE_STATUSES.map((value) => (
                <Tabs.Tab key={value} title={t(`codes.status.${value}`)} />
              ))}
            </Tabs>
            <PagedList
              key={`${keyword}|${status}`}
              query={query}
              summary={(total) => t('codes.codeList.total', { count: total })}
              renderItem={(code: ActivationCode) => <CodeRow key={code.id} code={code} />}
              emptyTitle={filtered ? t('codes.codeList.noMatchTitle') : t('codes.codeList.emptyTitle')}
              emptyDescription={filtered ? t('codes.codeList.noMatchText') : t('codes.codeList.emptyText')}
            />
          </>
        )}
      </Page>
    </LocalizedUi>
  );
}
