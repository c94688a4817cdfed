// /setting/store: the seller's store information (picture and name required, contacts optional,
// UID and nickname read-only), the follow-me setting, the bank accounts for offline payment and the
// invite link with its QR code.
// Leaving with unsaved edits asks first.
import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery } from '@tanstack/react-query';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import type { StoreInfoResponse } from '@panel/domain/contract/stores';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { FormActions } from '../../components/form/form-actions';
import { fieldErrorText } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { initialsOf } from '../../components/profile-avatar';
import '../../lib/antd-react19';
import { cdnUrl, useCdnDomain, useSystemConfig } from '../../lib/boot-queries';
import { InviteCard, INVITE_SECTION_ID } from './invite-card';
import { BANK_ACCOUNTS_SECTION_ID } from '../../shared/payments/bank-accounts';
import { PaymentAccounts } from './payment-accounts';
import { paymentAccountsQuery } from './payment-accounts-api';
import { storeInfoQuery, useFollowSetting, useUpdateStoreInfo, useUploadStoreAvatar } from './store-api';
import { STORE_FIELD_LIMITS, STORE_TEXT_FIELDS, storeFormResolver, storeFormValues, type StoreFormValues, type StoreTextField } from './store-form';
import type { UpdateStoreInfo } from '@panel/domain/contract/stores';
import styles from './store-settings-screen.module.css';
import './locales';
import { asTextKey } from '../../lib/texts';
import { fitsOrShrinks } from '../../lib/shrink-image';
import { LengthHint } from '../../shared/accounts/length-hint';

const INPUT_TYPES: Partial<Record<StoreTextField, { type?: string; inputMode?: 'tel' | 'email' | 'url'; autoComplete?: string }>> = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
};

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const placeholder = (t: TFunction, field: StoreTextField) => t(`storeSettings.${field}Placeholder`);

/** The store's picture: tap to choose a file, which is uploaded at once; its key is saved with the form. */
function AvatarPicker({ control, id, name }: { control: Control<StoreFormValues, unknown, UpdateStoreInfo>; id: string; name: string }) {
  const { t } = useTranslation();
  const domain = useCdnDomain();
  const { uploadMaxBytes } = useSystemConfig();
  const { field, fieldState } = useController({ control, name: 'avatar' });
  const { ref: fieldRef, value: avatar, onChange } = field;
  const upload = useUploadStoreAvatar();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const size = megabytes(uploadMaxBytes);
  const error = fieldErrorText(fieldState.error, (key) => t(asTextKey(key)));
  const uploading = upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!UPLOAD_MIME.image.includes(file.type)) {
      notify(t('storeSettings.avatarType'));
      return;
    }
    if (!fitsOrShrinks(file, uploadMaxBytes)) {
      notify(t('storeSettings.avatarTooLarge', { size }));
      return;
    }
    // A failed upload was shown by the api client.
    upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.key) });
  };

  const src = cdnUrl(domain, avatar);
  return (
    <section className={styles.avatarSection} aria-label={t('storeSettings.avatar')} data-invalid={error ? 'true' : undefined} data-field={id}>
      <label htmlFor={inputId} className={error ? `${styles.avatarButton} ${styles.avatarInvalid}` : styles.avatarButton} aria-busy={uploading}>
        {src ? (
          <img className={styles.avatarImage} src={src} alt={t('storeSettings.avatarAlt')} />
        ) : (
          <span className={styles.avatarPlaceholder} aria-hidden="true">
            {initialsOf(name) || '+'}
          </span>
        )}
        {uploading ? <span className={styles.avatarOverlay}>{t('storeSettings.avatarUploading')}</span> : null}
      </label>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_MIME.image.join(',')}
        disabled={uploading}
        tabIndex={-1}
        aria-label={src ? t('storeSettings.avatarChange') : t('storeSettings.avatarUpload')}
        onChange={onFile}
      />
      <button
        ref={fieldRef}
        id={id}
        type="button"
        className={styles.avatarAction}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => input.current?.click()}
      >
        {src ? t('storeSettings.avatarChange') : t('storeSettings.avatarUpload')}
        <span className={styles.requiredMark} aria-hidden="true">
          {' '}
          *
        </span>
      </button>
      <p className={styles.avatarHint}>{t('storeSettings.avatarHint', { size })}</p>
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function FollowSetting({ info }: { info: StoreInfoResponse }) {
  const { t } = useTranslation();
  const save = useFollowSetting();
  // While the change is on its way the choice shows what was picked.
  const autoAccept = save.isPending ? save.variables : info.autoAccept;

  const onChange = (next: boolean) => {
    if (next === autoAccept || save.isPending) return;
    save.mutate(next, { onSuccess: () => notify(t('storeSettings.followSaved')) });
  };

  return (
    <CheckList
      className={styles.list}
      mode="card"
      value={[autoAccept ? 'auto' : 'approve']}
      disabled={save.isPending}
      onChange={(value) => value[0] !== undefined && onChange(value[0] === 'auto')}
      aria-label={t('storeSettings.followHeader')}
    >
      <CheckList.Item value="approve" description={t('storeSettings.approveHint')}>
        {t('storeSettings.approve')}
      </CheckList.Item>
      <CheckList.Item value="auto" description={t('storeSettings.autoAcceptHint')}>
        {t('storeSettings.autoAccept')}
      </CheckList.Item>
    </CheckList>
  );
}

function StoreSettingsForm({ info }: { info: StoreInfoResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateStoreInfo();
  const form = useAppForm<StoreFormValues, UpdateStoreInfo>({ defaultValues: storeFormValues(info), resolver: storeFormResolver });
  const { control, formState } = form;
  const name = form.watch('name');
  const savedName = formState.defaultValues?.name ?? '';
  const usable = save.data?.usable ?? info.usable;
  const { hash } = useLocation();
  const accountsShown = !useQuery(paymentAccountsQuery).isPending;

  // /setting/store#invite (the seller guide) opens at the invite link, and #payment-accounts (offline transfer without
  // a bank account) at the bank accounts, once the accounts have their height.
  useEffect(() => {
    const section = [INVITE_SECTION_ID, BANK_ACCOUNTS_SECTION_ID].find((id) => hash === `#${id}`);
    if (section && accountsShown) document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [hash, accountsShown]);

  const onSave = form.submitWith((body) =>
    save.mutateAsync(body).then(
      (stored) => {
        form.reset(storeFormValues(stored));
        notify(t('storeSettings.saved'));
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  const required = (
    <span className={styles.requiredMark}>
      {' '}
      *<span className="visually-hidden"> ({t('storeSettings.required')})</span>
    </span>
  );

  return (
    <form id={form.formId} className={styles.content} noValidate onSubmit={onSave}>
      {usable ? null : <NoticeBar className={styles.notice} color="alert" wrap content={t('storeSettings.notUsable')} />}

      <AvatarPicker control={control} id={`${id}avatar`} name={name} />

      <List header={t('storeSettings.infoHeader')} className={styles.list}>
        {STORE_TEXT_FIELDS.map((field) => (
          <ControlledField
            key={field}
            control={control}
            name={field}
            id={`${id}${field}`}
            label={
              <>
                {t(`storeSettings.${field}`)}
                {field === 'name' ? required : null}
              </>
            }
            hint={field === 'name' ? <LengthHint value={name} max={STORE_FIELD_LIMITS.name} /> : undefined}
          >
            {(input) => <Input {...input} placeholder={placeholder(t, field)} maxLength={STORE_FIELD_LIMITS[field]} clearable {...INPUT_TYPES[field]} />}
          </ControlledField>
        ))}
      </List>

      <List header={t('storeSettings.accountHeader')} className={styles.list}>
        <List.Item extra={<span data-testid="store-uid">{info.uid}</span>} description={t('storeSettings.readOnly')}>
          {t('storeSettings.uid')}
        </List.Item>
        <List.Item extra={info.nickname} description={t('storeSettings.readOnly')}>
          {t('storeSettings.nickname')}
        </List.Item>
      </List>

      <FormActions>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={save.isPending}
          loadingText={t('storeSettings.saving')}
          disabled={!formState.isDirty && usable}
        >
          {t('storeSettings.save')}
        </Button>
      </FormActions>

      <h3 className={styles.sectionTitle}>{t('storeSettings.followHeader')}</h3>
      <FollowSetting info={info} />

      <PaymentAccounts />

      <InviteCard storeName={savedName || info.nickname} />
    </form>
  );
}

export default function StoreSettingsScreen() {
  const { t } = useTranslation();
  const info = useQuery(storeInfoQuery);
  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <StoreSettingsForm key={info.data.id} info={info.data} />;
  return (
    <LocalizedUi>
      <Page title={t('storeSettings.title')} backTo="/me">
        {body}
      </Page>
    </LocalizedUi>
  );
}
