// /me/nickNameSetting — the nickname (not empty, at most 30 characters, counted while typing).
// Leaving with an unsaved change asks first.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { LIMITS } from '@panel/domain/constants';
import { UpdateProfileRequest } from '@panel/domain/contract/accounts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import '../../lib/antd-react19';
import { useCurrentUser } from '../../lib/boot-queries';
import { goBack } from '../../lib/go-back';
import { LengthHint } from '../../shared/accounts/length-hint';
import { useUpdateProfile } from './account-api';
import styles from './account.module.css';
import './locales';

type NicknameValues = { nickname: string };

const nicknameResolver = domainResolver<NicknameValues, unknown>(UpdateProfileRequest);

export default function NicknameSettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = useId();
  const form = useAppForm<NicknameValues, unknown>({ defaultValues: { nickname: user.nickname }, resolver: nicknameResolver });
  const save = useUpdateProfile();
  const nickname = form.watch('nickname');
  const unchanged = nickname.trim() === user.nickname;

  const onSubmit = form.submitWith(() =>
    save.mutateAsync({ nickname: form.getValues('nickname').trim() }).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.nickname.saved') });
        form.leaveAfterSave(() => goBack(navigate, '/me/profileSetting'));
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  return (
    <LocalizedUi>
      <Page title={t('account.nickname.title')} backTo="/me/profileSetting">
        <form id={form.formId} className={styles.form} noValidate onSubmit={onSubmit}>
          <List className={styles.list}>
            <ControlledField
              control={form.control}
              name="nickname"
              id={id}
              label={t('account.nickname.label')}
              hint={<LengthHint value={nickname} max={LIMITS.NAME_MAX} hint={t('account.nickname.hint')} />}
            >
              {(field) => (
                <Input
                  {...field}
                  placeholder={t('account.nickname.placeholder')}
                  maxLength={LIMITS.NAME_MAX}
                  autoComplete="nickname"
                  aria-label={t('account.nickname.label')}
                  clearable
                />
              )}
            </ControlledField>
          </List>
          <div className={styles.actions}>
            <Button block type="submit" color="primary" size="large" disabled={unchanged} loading={save.isPending} loadingText={t('account.saving')}>
              {t('account.save')}
            </Button>
          </div>
        </form>
      </Page>
    </LocalizedUi>
  );
}
