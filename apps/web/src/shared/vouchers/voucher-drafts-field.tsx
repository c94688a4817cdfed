// The files of a voucher being written, as a grid: each chosen file shows at once (a picture's
// preview, a PDF's name and size) and uploads as soon as it is chosen; a file is removable before
// sending; the "+" tile takes more while there is room (up to 9 pictures, or one PDF alone).
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { ApiError } from '../../lib/api-client';
import { blobToDataUrl } from '../orders/private-file';
import { fileSize } from '../orders/voucher-files';
import { PDF, roomForMore, takeFiles, type VoucherDraft } from './voucher-drafts';
import './voucher-drafts.css';
import './locales';

type VoucherDraftsFieldProps = {
  /** The file input's id (the field's label points at it), ref and aria state, from the field's binding. */
  inputId: string;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: true;
  describedBy?: string;
  drafts: readonly VoucherDraft[];
  /** Changes the drafts by the latest ones (uploads finish at any time). */
  update: (change: (drafts: VoucherDraft[]) => VoucherDraft[]) => void;
  /** Reads the latest drafts (what a new choice is added to). */
  current: () => VoucherDraft[];
  /** Uploads one file; answers its key. */
  upload: (file: File) => Promise<{ key: string }>;
  maxBytes: number;
};

export function VoucherDraftsField({ inputId, inputRef, invalid, describedBy, drafts, update, current, upload, maxBytes }: VoucherDraftsFieldProps) {
  const { t } = useTranslation();

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const { taken, refusal } = takeFiles(current(), chosen, maxBytes);
    if (refusal) notify(t(refusal, { size: Math.round((maxBytes / 1048576) * 10) / 10 }));
    for (const file of taken) {
      const draft: VoucherDraft = {
        id: crypto.randomUUID(),
        name: file.name,
        type: file.type,
        size: file.size,
        preview: file.type === PDF ? null : await blobToDataUrl(file).catch(() => null),
        key: null,
      };
      update((list) => [...list, draft]);
      // Each file uploads on its own promise: several upload side by side.
      upload(file).then(
        (stored) => update((list) => list.map((item) => (item.id === draft.id ? { ...item, key: stored.key } : item))),
        (error: unknown) => {
          update((list) => list.filter((item) => item.id !== draft.id));
          notify(t('voucherDrafts.uploadFailed', { name: file.name, reason: error instanceof ApiError ? error.message : String(error) }));
        },
      );
    }
  };

  return (
    <div className="voucher-drafts" data-testid="voucher-drafts">
      {drafts.map((draft) => (
        <div key={draft.id} className="voucher-drafts__item" data-uploaded={draft.key ? 'true' : 'false'}>
          {draft.preview ? (
            <img src={draft.preview} alt={draft.name} className="voucher-drafts__picture" />
          ) : (
            <span className="voucher-drafts__file">
              <FileOutline aria-hidden="true" />
              <span className="voucher-drafts__name">{draft.name}</span>
              <span>{fileSize(draft.size)}</span>
            </span>
          )}
          {draft.key ? null : (
            <span className="voucher-drafts__busy" aria-label={t('voucherDrafts.uploading')}>
              <DotLoading color="white" />
            </span>
          )}
          <button
            type="button"
            className="voucher-drafts__remove"
            aria-label={t('voucherDrafts.removeFile', { name: draft.name })}
            onClick={() => update((list) => list.filter((item) => item.id !== draft.id))}
          >
            ×
          </button>
        </div>
      ))}
      {roomForMore(drafts) ? (
        <label className="voucher-drafts__add" htmlFor={inputId}>
          <span aria-hidden="true">+</span>
          <span>{t('voucherDrafts.add')}</span>
        </label>
      ) : null}
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        multiple
        accept={UPLOAD_MIME.document.join(',')}
        className="visually-hidden"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-label={t('voucherDrafts.add')}
        onChange={(event) => void onChoose(event)}
      />
    </div>
  );
}
