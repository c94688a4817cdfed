// /selectCard: the first step of creating a card, its type (spec section 1: account card,
// recharge card, prepaid card, device licence). The rest is /setCardProperty?type=.
import List from 'antd-mobile/es/components/list';
import { CARD_TYPES } from '@panel/domain/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import styles from './catalogue.module.css';
import './locales';

export default function SelectCardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LocalizedUi>
      <Page title={t('catalogue.selectCard.title')} backTo="/stock">
        <List className={styles.section}>
          {CARD_TYPES.map((type) => (
            <List.Item key={type} arrowIcon onClick={() => void navigate(`/setCardProperty?type=${type}`)} description={t(`catalogue.cardTypeHint.${type}`)}>
              {t(`catalogue.cardType.${type}`)}
            </List.Item>
          ))}
        </List>
      </Page>
    </LocalizedUi>
  );
}
