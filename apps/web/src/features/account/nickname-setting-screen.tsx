// /me/nickNameSetting — the nickname (not empty, at most 30 characters). Leaving with an unsaved
// change asks first.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@panel/domain/constants';
import { nicknameSchema } from '@panel/domain/validation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form/form-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import '../../lib/antd-react19';
import { currentUserQuery, useCurrentUser } from '../../lib/boot-queries';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { updateProfile } from './account-api';
import styles from './account.module.css';
import './locales';

export default function NicknameSettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const id = useId();
  const [value, setValue] = useState(user.nickname);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useUnsavedChanges(!done && value.trim() !== user.nickname);

  useEffect(() => {
    if (!done) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/me/profileSetting', { replace: true });
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = nicknameSchema.safeParse(value);
    if (!checked.success) {
      setError(t(checked.error.issues[0]?.message ?? 'validation.nicknameEmpty'));
      document.getElementById(id)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await updateProfile({ nickname: checked.data });
      queryClient.setQueryData(currentUserQuery.queryKey, (current) => (current ? { ...current, nickname: saved.nickname } : current));
      Toast.show({ icon: 'success', content: t('account.nickname.saved') });
      setValue(saved.nickname);
      setDone(true);
    } catch {
      // the api client has shown the reason
      setSaving(false);
    }
  };

  return (
    <LocalizedUi>
      <Page title={t('account.nickname.title')} backTo="/me/profileSetting">
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <List className={styles.list}>
            <FormField id={id} label={t('account.nickname.label')} error={error} hint={t('account.nickname.hint')}>
              <Input
                id={id}
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setError(undefined);
                }}
                placeholder={t('account.nickname.placeholder')}
                maxLength={LIMITS.NAME_MAX}
                autoComplete="nickname"
                aria-label={t('account.nickname.label')}
                clearable
              />
            </FormField>
          </List>
          <div className={styles.actions}>
            <Button block type="submit" color="primary" size="large" disabled={value.trim() === user.nickname} loading={saving} loadingText={t('account.saving')}>
              {t('account.save')}
            </Button>
          </div>
        </form>
      </Page>
    </LocalizedUi>
  );
}
