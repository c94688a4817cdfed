// Home's greeting: by the name the user gave, or a neutral welcome while their nickname is still the
// one sign-up made up from their email or phone ("john.doe", "User 0000").
import type { CurrentUserResponse } from '@panel/domain/contract/auth';
import { isDefaultNickname } from '@panel/domain/nicknames';
import { useTranslation } from 'react-i18next';
import styles from './home-screen.module.css';

export function HomeGreeting({ user, id }: { user: Pick<CurrentUserResponse, 'nickname' | 'email' | 'phone'>; id: string }) {
  const { t } = useTranslation();
  return (
    <h2 id={id} className={styles.greeting}>
      {isDefaultNickname(user.nickname, user) ? t('home.greetingNeutral') : t('home.greeting', { name: user.nickname })}
    </h2>
  );
}
