// /setting/store: the seller's store information (picture and name required, contacts optional,
// UID and nickname read-only), the follow-me setting and the invite link with its QR code.
// Leaving with unsaved edits asks first.
import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import type { StoreInfoResponse } from '@panel/domain/contract/stores';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { initialsOf } from '../../components/profile-avatar';
import '../../lib/antd-react19';
import { cdnUrl, currentUserQuery, useCdnDomain, useSystemConfig } from '../../lib/boot-queries';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { InviteCard } from './invite-card';
import { setFollowSetting, storeInfoQuery, updateStoreInfo, uploadStoreAvatar } from './store-api';
import {
  isStoreFormDirty,
  STORE_FIELD_LIMITS,
  STORE_TEXT_FIELDS,
  storeFormValues,
  storeInfoBody,
  validateStoreForm,
  type StoreFormErrors,
  type StoreFormValues,
  type StoreTextField,
} from './store-form';
import styles from './store-settings-screen.module.css';
import './locales';

const INPUT_TYPES: Partial<Record<StoreTextField, { type?: string; inputMode?: 'tel' | 'email' | 'url'; autoComplete?: string }>> = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
};

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

type FieldItemProps = { id: string; label: ReactNode; error: string | undefined; children: ReactNode };

function FieldItem({ id, label, error, children }: FieldItemProps) {
  return (
    <List.Item
      title={
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      }
      description={
        error ? (
          <div className={styles.fieldError} id={`${id}-error`} role="alert">
            {error}
          </div>
        ) : undefined
      }
    >
      {children}
    </List.Item>
  );
}

/** The store's picture: tap to choose a file, which is uploaded at once; its key is saved with the form. */
function AvatarPicker({ id, avatar, name, error, onUploaded }: { id: string; avatar: string; name: string; error?: string; onUploaded: (key: string) => void }) {
  const { t } = useTranslation();
  const domain = useCdnDomain();
  const { uploadMaxBytes } = useSystemConfig();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const size = megabytes(uploadMaxBytes);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (!UPLOAD_MIME.image.includes(file.type)) {
      notify(t('storeSettings.avatarType'));
      return;
    }
    if (file.size > uploadMaxBytes) {
      notify(t('storeSettings.avatarTooLarge', { size }));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadStoreAvatar(file);
      onUploaded(uploaded.key);
    } catch {
      // the api client has shown the reason
    } finally {
      setUploading(false);
    }
  };

  const src = cdnUrl(domain, avatar);
  return (
    <section id={id} className={styles.avatarSection} aria-label={t('storeSettings.avatar')}>
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
        aria-label={src ? t('storeSettings.avatarChange') : t('storeSettings.avatarUpload')}
        onChange={(event) => void onFile(event)}
      />
      <button type="button" className={styles.avatarAction} disabled={uploading} onClick={() => input.current?.click()}>
        {src ? t('storeSettings.avatarChange') : t('storeSettings.avatarUpload')}
        <span className={styles.requiredMark} aria-hidden="true">
          {' '}
          *
        </span>
      </button>
      <p className={styles.avatarHint}>{t('storeSettings.avatarHint', { size })}</p>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function FollowSetting({ info }: { info: StoreInfoResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [autoAccept, setAutoAccept] = useState(info.autoAccept);
  const [saving, setSaving] = useState(false);

  const onChange = async (next: boolean) => {
    if (next === autoAccept || saving) return;
    setSaving(true);
    try {
      const saved = await setFollowSetting(next);
      setAutoAccept(saved.autoAccept);
      queryClient.setQueryData(storeInfoQuery.queryKey, (current) => (current ? { ...current, autoAccept: saved.autoAccept } : current));
      notify(t('storeSettings.followSaved'));
    } catch {
      // the api client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <CheckList
      className={styles.list}
      mode="card"
      value={[autoAccept ? 'auto' : 'approve']}
      disabled={saving}
      onChange={(value) => value[0] !== undefined && void onChange(value[0] === 'auto')}
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
  const queryClient = useQueryClient();
  const id = useId();
  const [saved, setSaved] = useState<StoreFormValues>(() => storeFormValues(info));
  const [values, setValues] = useState<StoreFormValues>(saved);
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [usable, setUsable] = useState(info.usable);
  const dirty = isStoreFormDirty(values, saved);
  useUnsavedChanges(dirty);

  const change = (field: keyof StoreFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that showed a failure is checked again as it is typed (each field's rule is its own).
    setErrors((current) => (current[field] ? { ...current, [field]: validateStoreForm({ ...values, [field]: value })[field] } : current));
  };

  const onSave = async () => {
    if (saving) return;
    const found = validateStoreForm(values);
    setErrors(found);
    const invalid = (['avatar', ...STORE_TEXT_FIELDS] as const).find((field) => found[field]);
    if (invalid) {
      // Show the first field to fix (the picture is at the top).
      const element = document.getElementById(`${id}${invalid}`);
      element?.scrollIntoView({ block: 'center' });
      if (invalid !== 'avatar') element?.focus();
      return;
    }
    setSaving(true);
    try {
      const stored = await updateStoreInfo(storeInfoBody(values));
      const next = storeFormValues(stored);
      setSaved(next);
      setValues(next);
      setUsable(stored.usable);
      queryClient.setQueryData(storeInfoQuery.queryKey, stored);
      // The store's name and the seller role come with the current user.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      notify(t('storeSettings.saved'));
    } catch {
      // the api client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  const message = (field: keyof StoreFormValues) => (errors[field] ? t(errors[field]) : undefined);
  const placeholder = (field: StoreTextField) => t(`storeSettings.${field}Placeholder`);

  return (
    <div className={styles.content}>
      {usable ? null : <NoticeBar className={styles.notice} color="alert" wrap content={t('storeSettings.notUsable')} />}

      <AvatarPicker
        id={`${id}avatar`}
        avatar={values.avatar}
        name={values.name}
        error={message('avatar')}
        onUploaded={(key) => change('avatar')(key)}
      />

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <List header={t('storeSettings.infoHeader')} className={styles.list}>
          {STORE_TEXT_FIELDS.map((field) => {
            const fieldId = `${id}${field}`;
            const error = message(field);
            return (
              <FieldItem
                key={field}
                id={fieldId}
                error={error}
                label={
                  <>
                    {t(`storeSettings.${field}`)}
                    {field === 'name' ? (
                      <span className={styles.requiredMark}>
                        {' '}
                        *<span className="visually-hidden"> ({t('storeSettings.required')})</span>
                      </span>
                    ) : null}
                  </>
                }
              >
                <Input
                  id={fieldId}
                  value={values[field]}
                  onChange={change(field)}
                  placeholder={placeholder(field)}
                  maxLength={STORE_FIELD_LIMITS[field]}
                  clearable
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  {...INPUT_TYPES[field]}
                />
              </FieldItem>
            );
          })}
        </List>

        <List header={t('storeSettings.accountHeader')} className={styles.list}>
          <List.Item extra={<span data-testid="store-uid">{info.uid}</span>} description={t('storeSettings.readOnly')}>
            {t('storeSettings.uid')}
          </List.Item>
          <List.Item extra={info.nickname} description={t('storeSettings.readOnly')}>
            {t('storeSettings.nickname')}
          </List.Item>
        </List>

        <div className={styles.saveBar}>
          <Button block type="submit" color="primary" size="large" loading={saving} loadingText={t('storeSettings.saving')} disabled={!dirty && usable}>
            {t('storeSettings.save')}
          </Button>
        </div>
      </form>

      <h3 className={styles.sectionTitle}>{t('storeSettings.followHeader')}</h3>
      <FollowSetting info={info} />

      <InviteCard storeName={saved.name || info.nickname} />
    </div>
  );
}

export default function StoreSettingsScreen() {
  const { t } = useTranslation();
  const info = useQuery(storeInfoQuery);
  let body;
  if (info.isPending) body = <PageLoading />;
  else if (info.isError) body = <PageError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  else body = <StoreSettingsForm key={info.data.id} info={info.data} />;
  return (
    <LocalizedUi>
      <Page title={t('storeSettings.title')} backTo="/me">
        {body}
      </Page>
    </LocalizedUi>
  );
}
