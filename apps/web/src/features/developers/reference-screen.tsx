// /developers: the API reference, read from the OpenAPI document the server makes from the endpoint
// table, for resellers who run their own shop, bot or site. Open to anyone (nothing in it is a
// secret); the calls an API key can make first, every call on request; the refusals in the
// panel's language.
import { useQuery } from '@tanstack/react-query';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Selector from 'antd-mobile/es/components/selector';
import Tag from 'antd-mobile/es/components/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceEndpoints } from '@panel/domain/endpoints/reference';
import { errorText } from '@panel/domain/errors';
import { toLocale, DEFAULT_LOCALE } from '@panel/domain/locale';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { PublicQueries } from '../../components/public-page';
import { paragraphsOf, sectionsOf, type Operation, type ReferenceDocument, type Run } from './reference-model';
import './locales';
import styles from './reference.module.css';

const DOCUMENT_URL = referenceEndpoints.document.path;

async function fetchDocument(signal: AbortSignal): Promise<ReferenceDocument> {
  const response = await fetch(DOCUMENT_URL, { signal });
  if (!response.ok) throw new Error(`the API document answered ${response.status}`);
  return (await response.json()) as ReferenceDocument;
}

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, index) =>
    run.style === 'bold' ? (
      <strong key={index}>{run.text}</strong>
    ) : run.style === 'code' ? (
      <code key={index}>{run.text}</code>
    ) : (
      <span key={index}>{run.text}</span>
    ),
  );
}

function OperationCard({ operation }: { operation: Operation }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <li className={styles.operation}>
      <button type="button" className={styles.operationHead} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={`${styles.method} ${styles[`method${operation.method}`]}`}>{operation.method}</span>
        <span className={styles.headText}>
          <code className={styles.path}>{operation.path}</code>
          <span className={styles.summary}>{operation.summary}</span>
        </span>
      </button>
      {open ? (
        <div className={styles.detail}>
          <p className={styles.access}>
            {operation.scope ? (
              <Tag color="success" fill="outline">
                {t('developers.scope', { scope: operation.scope })}
              </Tag>
            ) : null}{' '}
            {t(`developers.access.${operation.access}` as 'developers.access.user')}
          </p>
          {operation.parameters.length > 0 ? (
            <>
              <h4 className={styles.detailHeading}>{t('developers.parameters')}</h4>
              <table className={styles.table}>
                <tbody>
                  {operation.parameters.map((parameter) => (
                    <tr key={`${parameter.place}-${parameter.name}`}>
                      <td>
                        <code>{parameter.name}</code>
                        {parameter.required ? <span className={styles.required}> *</span> : null}
                      </td>
                      <td>{t(`developers.place.${parameter.place}`)}</td>
                      <td className={styles.type}>{parameter.type}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
          {operation.body ? (
            <>
              <h4 className={styles.detailHeading}>{t('developers.body')}</h4>
              <pre className={styles.code}>{operation.body}</pre>
            </>
          ) : null}
          {operation.answer ? (
            <>
              <h4 className={styles.detailHeading}>{t('developers.answer')}</h4>
              <pre className={styles.code}>{operation.answer}</pre>
            </>
          ) : null}
          {operation.errors.length > 0 ? (
            <>
              <h4 className={styles.detailHeading}>{t('developers.errors')}</h4>
              <table className={styles.table}>
                <tbody>
                  {operation.errors.map((code) => (
                    <tr key={code}>
                      <td className={styles.errorCode}>{code}</td>
                      <td>{errorText(code, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Reference() {
  const { t } = useTranslation();
  const document = useQuery({ queryKey: ['api-reference'], queryFn: ({ signal }) => fetchDocument(signal), staleTime: 300_000, retry: false });
  const [keyOnly, setKeyOnly] = useState(true);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const sections = useMemo(() => (document.data ? sectionsOf(document.data, { keyOnly, search }) : []), [document.data, keyOnly, search]);

  if (document.isPending) return <PageLoading label={t('developers.loading')} variant="list" rows={6} />;
  if (document.isError) return <PageError onRetry={() => void document.refetch()} retrying={document.isFetching} />;
  const { info } = document.data;
  return (
    <>
      <section className={styles.intro}>
        <h2 className={styles.title}>
          {info.title} <Tag fill="outline">v{info.version}</Tag>
        </h2>
        {paragraphsOf(info.description)
          .slice(0, showAll ? undefined : 1)
          .map((runs, index) => (
            <p key={index} className={styles.paragraph}>
              <Runs runs={runs} />
            </p>
          ))}
        <button type="button" className={styles.more} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('developers.less') : t('developers.more')}
        </button>
        <a className={styles.download} href={DOCUMENT_URL} download="openapi.json">
          {t('developers.download')}
        </a>
      </section>
      <div className={styles.controls}>
        <SearchBar placeholder={t('developers.search')} aria-label={t('developers.search')} value={search} onChange={setSearch} />
        <Selector
          aria-label={t('developers.which')}
          columns={2}
          value={[keyOnly ? 'key' : 'all']}
          onChange={(value) => value.length > 0 && setKeyOnly(value[0] === 'key')}
          options={[
            { label: t('developers.keyCalls'), value: 'key' },
            { label: t('developers.allCalls'), value: 'all' },
          ]}
        />
      </div>
      {sections.length === 0 ? (
        <p className={styles.empty}>{t('developers.noMatch')}</p>
      ) : (
        sections.map((section) => (
          <section key={section.area} className={styles.section} aria-label={section.area}>
            <h3 className={styles.area}>{section.area}</h3>
            <ul className={styles.operations}>
              {section.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

export default function ReferenceScreen() {
  const { t } = useTranslation();
  return (
    <PublicQueries>
      <Page title={t('developers.title')} backTo="/me">
        <Reference />
      </Page>
    </PublicQueries>
  );
}
