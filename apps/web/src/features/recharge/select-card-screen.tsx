// /recharge/selectCard: the caller's recharge cards with their free units (the stock list, recharge
// cards only); a card without free units cannot be picked. Picking goes back to /recharge with it.
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CardResponse } from '@panel/domain/contract/cards';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { rechargeCardsQuery } from './recharge-api';
import { rechargeDraft } from './recharge-draft';
import { CardLine } from './recharge-ui';
import './locales';

/** Back where the picker was opened from, or to /recharge when it was opened on its own. */
export function backToRecharge(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate('/recharge', { replace: true });
}

export default function SelectCardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(rechargeCardsQuery);

  const pick = (card: CardResponse) => {
    rechargeDraft.update({ cardId: card.id });
    backToRecharge(navigate);
  };

  return (
    <LocalizedUi>
      <Page title={t('recharge.selectCard.title')} backTo="/recharge">
        <PagedList
          query={query}
          renderItem={(card: CardResponse) => <CardLine key={card.id} card={card} onOpen={() => pick(card)} disabled={card.counts.free <= 0} />}
          emptyTitle={t('recharge.selectCard.emptyTitle')}
          emptyDescription={t('recharge.selectCard.emptyText')}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/stock')}>
              {t('recharge.selectCard.toStock')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
