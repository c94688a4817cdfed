// /generate/selectCard: the caller's cards (own and bought) with their free units; a card without
// free units cannot be picked. Picking goes back to /generate with the card (or opens it there when
// the picker was opened on its own).
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CardResponse } from '@panel/domain/contract/cards';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { codeCardsQuery } from './codes-api';
import { CardRow } from './codes-ui';
import { handPickedCard } from './picked-card';
import './locales';

export default function SelectCardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useInfiniteQuery(codeCardsQuery);
  const fromGenerate = (location.state as { pick?: boolean } | null)?.pick === true;

  const pick = (card: CardResponse) => {
    if (fromGenerate && handPickedCard(card.id)) void navigate(-1);
    else void navigate(`/generate?cardId=${encodeURIComponent(card.id)}`, { replace: true });
  };

  return (
    <LocalizedUi>
      <Page title={t('codes.selectCard.title')} backTo="/generate">
        <PagedList
          query={query}
          renderItem={(card: CardResponse) => <CardRow key={card.id} card={card} onOpen={() => pick(card)} disabled={card.counts.free <= 0} />}
          emptyTitle={t('codes.selectCard.emptyTitle')}
          emptyDescription={t('codes.selectCard.emptyText')}
          emptyAction={
            <Button color="primary" onClick={() => void navigate('/stock')}>
              {t('codes.selectCard.toStock')}
            </Button>
          }
        />
      </Page>
    </LocalizedUi>
  );
}
