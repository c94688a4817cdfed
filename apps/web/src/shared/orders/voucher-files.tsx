// The files of a payment voucher: its pictures as thumbnails that open in a full-screen viewer, or
// its PDF as a download. Voucher files are private: each is fetched with the session (private-file.ts).
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useQueries } from '@tanstack/react-query';
import type { Voucher } from '@panel/domain/contract/orders';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import PictureWrongOutline from 'antd-mobile-icons/es/PictureWrongOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { downloadName, downloadPrivateFile, privateImageQuery, saveBlob } from './private-file';
import './orders.css';
import './voucher-viewer.css';
import './locales';

/** One file of a voucher (its key, type and size). */
export type VoucherFile = Voucher['files'][number];
type File = Pick<VoucherFile, 'key' | 'contentType' | 'size'>;

export const isPdf = (file: Pick<VoucherFile, 'contentType'>) => file.contentType === 'application/pdf';

/** A file size in the panel's words: "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function PdfDownload({ file }: { file: File }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadPrivateFile(file.key), downloadName(file.key, file.contentType));
    } catch (error) {
      showFailure(error, t('orderParts.files.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="voucher-files__pdf">
      <FileOutline className="voucher-files__pdf-icon" aria-hidden="true" />
      <span className="voucher-files__pdf-name">
        {t('orderParts.files.pdf')} · {fileSize(file.size)}
      </span>
      <Button
        className="voucher-files__button"
        color="primary"
        fill="outline"
        loading={busy}
        loadingText={t('orderParts.files.downloading')}
        onClick={() => void download()}
      >
        {t('orderParts.files.download')}
      </Button>
    </div>
  );
}

export function VoucherFiles({ files, className }: { files: readonly File[]; className?: string }) {
  const { t } = useTranslation();
  const images = files.filter((file) => !isPdf(file));
  const pdfs = files.filter(isPdf);
  const loaded = useQueries({ queries: images.map((file) => privateImageQuery(file.key)) });
  // The viewer takes its first picture when it mounts: each opening mounts a new one (`opened`).
  const [viewer, setViewer] = useState({ index: 0, visible: false, opened: 0 });
  const show = (index: number) => setViewer((last) => ({ index, visible: true, opened: last.opened + 1 }));
  const close = () => setViewer((last) => ({ ...last, visible: false }));
  const urls = loaded.map((query) => query.data);
  const shown = urls.filter((url): url is string => Boolean(url));

  return (
    <div className={className ? `voucher-files ${className}` : 'voucher-files'}>
      {images.length > 0 ? (
        <div className="voucher-files__grid">
          {images.map((file, index) => {
            const query = loaded[index];
            const label = t('orderParts.files.image', { index: index + 1 });
            return (
              <button
                key={file.key}
                type="button"
                className="voucher-files__thumb"
                aria-label={label}
                disabled={!query?.data}
                onClick={() => show(shown.indexOf(query!.data!))}
              >
                {query?.data ? (
                  <img src={query.data} alt={label} />
                ) : query?.isError ? (
                  <PictureWrongOutline aria-label={t('orderParts.files.loadFailed')} />
                ) : (
                  <DotLoading />
                )}
              </button>
            );
          })}
        </div>
      ) : null}
      {pdfs.map((file) => (
        <PdfDownload key={file.key} file={file} />
      ))}
      <ImageViewer.Multi
        images={shown}
        key={viewer.opened}
        visible={viewer.visible}
        defaultIndex={viewer.index}
        onClose={close}
        classNames={{ mask: 'voucher-files__viewer-mask' }}
        renderFooter={(_image, index) => (
          <div className="voucher-files__viewer-footer" data-index={index}>
            <button type="button" className="voucher-files__viewer-close" onClick={close}>
              {t('orderParts.files.viewerClose')}
            </button>
          </div>
        )}
      />
    </div>
  );
}
