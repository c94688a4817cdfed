// The "New key" form, in a sheet over the list: a name, what the key may do (each scope with a
// line saying what it allows), the addresses it may be used from (one per line; none: anywhere) and
// when it expires (never, or in 30, 90 or 365 days). Checked with the domain's schema, the one the
// server checks with; a refusal that names a field lands on it. Answers the made key, secret included.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { API_KEY_LIMITS, CreateApiKeyRequest, type CreatedApiKey } from '@panel/domain/contract/api-keys';
import { API_SCOPES, type ApiScope } from '@panel/domain/endpoints/endpoint';
import { ERROR_CODES } from '@panel/domain/errors';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import '../../lib/antd-react19';
import { ApiError } from '../../lib/api-client';
import { useCreateApiKey } from './api-keys-api';
import styles from './api-keys.module.css';

/** The expiries offered, in days; 0 is none. */
const EXPIRY_CHOICES = ['0', '30', '90', '365'] as const;
type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

type NewKeyValues = { name: string; scopes: ApiScope[]; addresses: string; expiry: ExpiryChoice };
type NewKeyInput = z.output<typeof CreateApiKeyRequest>;

const toRequest = ({ name, scopes, addresses, expiry }: NewKeyValues): CreateApiKeyRequest => ({
  name,
  scopes,
  allowedAddresses: addresses
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean),
  expiresInDays: expiry === '0' ? null : Number(expiry),
});

/** The form field of a request's path ('allowedAddresses.3' -> 'addresses'). */
const FIELD_OF: Record<string, keyof NewKeyValues> = { name: 'name', scopes: 'scopes', allowedAddresses: 'addresses', expiresInDays: 'expiry' };
const fieldOf = (path: string) => FIELD_OF[path.split('.')[0]!];

const resolver = domainResolver<NewKeyValues, NewKeyInput>(CreateApiKeyRequest, { toInput: toRequest, fieldOf });

export function NewKeySheet({ onMade, onClose }: { onMade: (made: CreatedApiKey) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateApiKey();
  // guard: the sheet asks itself before closing.
  const form = useAppForm<NewKeyValues, NewKeyInput>({
    defaultValues: { name: '', scopes: [], addresses: '', expiry: '0' },
    resolver,
    guard: false,
    serverField: fieldOf,
  });

  // Read while rendering: react-hook-form works out only the form states a render reads.
  const dirty = form.formState.isDirty;
  const close = async () => {
    if (create.isPending) return;
    if (dirty) {
      const leave = await Dialog.confirm({
        title: t('unsaved.title'),
        content: t('apiKeys.form.discard'),
        confirmText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
      });
      if (!leave) return;
    }
    onClose();
  };

  const submit = form.submitWith((body) =>
    create.mutateAsync(body).then(onMade, (error: unknown) => {
      if (form.showServerError(error)) return;
      // Keys made elsewhere meanwhile reached the limit: said in this screen's words, and the list (reloaded) shows the note.
      if (error instanceof ApiError && error.code === ERROR_CODES.OPERATION_DENIED) {
        showFailure(error, t('apiKeys.limit', { max: API_KEY_LIMITS.LIVE_KEYS_MAX }));
        onClose();
        return;
      }
      showFailure(error);
    }),
  );
  // The sheet is rendered outside the screen, but React sends its events up through the screen's tree.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };

  const title = t('apiKeys.form.title');
  return (
    <Popup visible onMaskClick={() => void close()} onClose={() => void close()} bodyClassName={styles.sheet} destroyOnClose aria-label={title}>
      <form id={form.formId} className={styles.sheetForm} noValidate onSubmit={onSubmit} aria-label={title} data-testid="new-api-key-form">
        <h2 className={styles.sheetTitle}>{title}</h2>
        <div className={styles.sheetBody}>
          <List>
            <ControlledField control={form.control} name="name" id={`${id}name`} label={t('apiKeys.form.name')} hint={t('apiKeys.form.nameHint')}>
              {(input) => <Input {...input} placeholder={t('apiKeys.form.namePlaceholder')} maxLength={API_KEY_LIMITS.NAME_MAX} clearable autoComplete="off" />}
            </ControlledField>
            <ControlledField control={form.control} name="scopes" id={`${id}scopes`} label={t('apiKeys.form.scopes')}>
              {({ value, onChange, id: inputId, ref: _ref, ...rest }) => (
                <Checkbox.Group value={value} onChange={(chosen) => onChange(API_SCOPES.filter((scope) => chosen.includes(scope)))}>
                  <div
                    className={styles.scopeChoices}
                    id={inputId}
                    role="group"
                    aria-label={t('apiKeys.form.scopes')}
                    aria-invalid={rest['aria-invalid']}
                    aria-describedby={rest['aria-describedby']}
                  >
                    {API_SCOPES.map((scope) => (
                      <Checkbox key={scope} value={scope} className={styles.scopeChoice} data-testid={`scope-${scope}`}>
                        <span className={styles.scopeName}>{t(`apiKeys.scope.${scope}`)}</span>
                        <span className={styles.scopeHint}>{t(`apiKeys.scopeHint.${scope}`)}</span>
                      </Checkbox>
                    ))}
                  </div>
                </Checkbox.Group>
              )}
            </ControlledField>
            <ControlledField
              control={form.control}
              name="addresses"
              id={`${id}addresses`}
              label={t('apiKeys.form.addresses')}
              hint={t('apiKeys.form.addressesHint')}
            >
              {(input) => (
                <TextArea
                  {...input}
                  className={styles.addresses}
                  placeholder={t('apiKeys.form.addressesPlaceholder')}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  maxLength={API_KEY_LIMITS.ADDRESSES_MAX * 50}
                />
              )}
            </ControlledField>
            <ControlledField control={form.control} name="expiry" id={`${id}expiry`} label={t('apiKeys.form.expiry')}>
              {({ value, onChange, id: inputId }) => (
                <div id={inputId} role="group" aria-label={t('apiKeys.form.expiry')}>
                  <Selector
                    columns={2}
                    value={[value]}
                    onChange={(selected) => selected[0] && onChange(selected[0])}
                    options={EXPIRY_CHOICES.map((days) => ({
                      value: days,
                      label: days === '0' ? t('apiKeys.form.expiryNever') : t('apiKeys.form.expiryDays', { count: Number(days) }),
                    }))}
                  />
                </div>
              )}
            </ControlledField>
          </List>
        </div>
        <div className={styles.sheetActions}>
          <Button block size="large" onClick={() => void close()} disabled={create.isPending}>
            {t('apiKeys.form.cancel')}
          </Button>
          <Button block size="large" color="primary" type="submit" loading={create.isPending} loadingText={t('apiKeys.form.creating')}>
            {t('apiKeys.form.create')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
