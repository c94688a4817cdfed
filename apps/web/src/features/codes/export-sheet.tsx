// Export on a generation record: a sheet where the owner picks a file format (XLSX, CSV, TXT, PDF)
// and starts the export (a task, one Idempotency-Key per attempt, the same on a retry after no
// answer), follows its progress live, then downloads the file with the session (a blob, never a
// public address) while it is kept. The button waits while the record is still generating. The file
// is written in the panel's language (the language header every call carries) and gives activation
// times on the phone's clock: the export names the phone's time zone.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Radio from 'antd-mobile/es/components/radio';
import { CODE_EXPORT_FORMATS, CodeExportResult, type CodeExportFormat, type ExportCodesRequest } from '@panel/domain/contract/code-export';
import type { CodeRecord } from '@panel/domain/contract/codes';
import { codesEndpoints } from '@panel/domain/endpoints/codes';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { INTL_LOCALE } from '@panel/domain/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { api, ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { asTextKey } from '../../lib/texts';
import { saveBlob } from '../../shared/orders/private-file';
import { TaskProgress } from '../../shared/task-progress/task-progress';
import { isFinished } from '../../shared/task-progress/use-task-progress';
import type en from './export-locales.en';
import styles from './export-sheet.module.css';
import '../../lib/antd-react19';
import './export-locales';

/** The sheet's text keys, checked against the English texts (plural forms by their base key). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type ExportTextKey = Leaves<(typeof en)['codesExport']>;
const key = (name: ExportTextKey) => asTextKey(`codesExport.${name}`);

/** A file size in the panel's language: KB under a megabyte, else MB. */
function formatSize(bytes: number) {
  const number = new Intl.NumberFormat(INTL_LOCALE[currentLocale()], { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${number.format(Math.max(0.1, bytes / 1024))} KB` : `${number.format(bytes / 1024 / 1024)} MB`;
}

/** The phone's time zone by its IANA name ('America/Sao_Paulo'), when the browser says it. */
const phoneTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** POST /api/codes/records/{taskId}/export: quiet, the sheet says what failed. */
function useStartExport(recordTaskId: string) {
  return useMoneyCall((request: ExportCodesRequest, idempotencyKey) =>
    api.call(codesEndpoints.startExport, { params: { taskId: recordTaskId }, body: request, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
  );
}

/** The finished export: what it holds, until when, and the download. */
function ExportReady({ result }: { result: CodeExportResult }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // The file answers no JSON envelope (the table types it unknown): asked as a blob, it arrives as one.
      const blob = (await api.call(codesEndpoints.exportFile, { params: { id: result.downloadId }, responseType: 'blob', hide: true })) as Blob;
      saveBlob(blob, result.fileName);
    } catch (error) {
      setFailure(t(error instanceof ApiError && error.code === ERROR_CODES.ORDER_ACCESS_DENIED ? key('expired') : key('downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.ready} data-testid="export-ready">
      <p className={styles.readyText}>{t(key('ready'), { count: result.count, size: formatSize(result.size) })}</p>
      <p className={styles.note}>{t(key('until'), { time: formatDate(result.expiresAt) })}</p>
      <Button
        block
        color="primary"
        size="large"
        className={styles.tall}
        loading={busy}
        loadingText={t(key('downloading'))}
        onClick={() => void download()}
        data-testid="export-download"
      >
        {t(key('download'))}
      </Button>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function ExportSheet({ record, onClose }: { record: CodeRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<CodeExportFormat>('XLSX');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartExport(record.taskId);

  const submit = () => {
    if (start.isPending) return;
    setFailure(null);
    const request: ExportCodesRequest = { format, timeZone: phoneTimeZone() };
    void start.submit(request, {
      onSuccess: (started) => setTaskId(started.taskId),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === ERROR_CODES.TASK_ALREADY_PROCESSING) return setFailure(t(key('busy')));
        if (code === ERROR_CODES.ORDER_ACCESS_DENIED) return setFailure(t(key('missing')));
        setFailure(error instanceof ApiError ? error.message : t(key('failed')));
      },
    });
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <section aria-label={t(key('title'))} data-testid="export-sheet">
        <h2 className={styles.title}>{t(key('title'))}</h2>
        <p className={styles.intro}>
          {record.recordNo} · {record.card.name}
        </p>
        {taskId ? (
          <div className={styles.progress}>
            <TaskProgress id={taskId} renderResult={(result) => <ExportReady result={CodeExportResult.parse(result)} />} />
          </div>
        ) : (
          <>
            <p className={styles.note}>{t(key('intro'))}</p>
            <List header={t(key('format'))}>
              <Radio.Group value={format} onChange={(value) => setFormat(value as CodeExportFormat)}>
                {CODE_EXPORT_FORMATS.map((option) => (
                  <List.Item
                    key={option}
                    prefix={<Radio value={option} aria-label={t(key(`formats.${option}`))} />}
                    onClick={() => setFormat(option)}
                    arrowIcon={false}
                    data-format={option}
                    description={t(key(`hints.${option}`))}
                  >
                    {t(key(`formats.${option}`))}
                  </List.Item>
                ))}
              </Radio.Group>
            </List>
          </>
        )}
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="export-failure">
            {failure}
          </p>
        ) : null}
        <OutcomeUnknown call={start} />
        <div className={styles.actions}>
          {taskId ? (
            <>
              <Button block size="large" className={styles.tall} onClick={() => setTaskId(null)}>
                {t(key('again'))}
              </Button>
              <Button block size="large" className={styles.tall} onClick={onClose}>
                {t(key('close'))}
              </Button>
            </>
          ) : (
            <>
              <Button block size="large" className={styles.tall} disabled={start.isPending} onClick={onClose}>
                {t(key('cancel'))}
              </Button>
              <Button
                block
                size="large"
                color="primary"
                className={styles.tall}
                loading={start.isPending}
                loadingText={t(key('starting'))}
                onClick={submit}
                data-testid="export-start"
              >
                {t(key('start'))}
              </Button>
            </>
          )}
        </div>
      </section>
    </Popup>
  );
}

/** The record's Export button and its sheet; waits while the record is generating. */
export function ExportCodes({ record }: { record: CodeRecord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        block
        size="large"
        color="primary"
        fill="outline"
        className={styles.tall}
        disabled={!isFinished(record.state)}
        onClick={() => setOpen(true)}
        data-testid="export-open"
      >
        {t(key('open'))}
      </Button>
      {open ? <ExportSheet record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
