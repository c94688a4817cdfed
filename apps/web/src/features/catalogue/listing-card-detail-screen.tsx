// /listing/cardDetail?id=: the card behind a listing (a card in my stock), with my counts and its dimensions.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { cardQuery } from './catalogue-api';
import { CardPicture, DimensionsList } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

const COUNTS = ['free', 'reserved', 'listed', 'locked'] as const;

export default function ListingCardDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const card = useQuery({ ...cardQuery(id), enabled: id !== '' });

  let body;
  if (card.isError || id === '') body = <PageError error={card.error} onRetry={id ? () => void card.refetch() : undefined} retrying={card.isFetching} />;
  else if (card.isPending) body = <PageLoading />;
  else {
    const data = card.data;
    body = (
      <>
        <div className={styles.card}>
          <div className={styles.head}>
            <CardPicture picture={data.picture} name={data.name} size={72} />
            <div>
              <h2 className={styles.headTitle}>{data.name}</h2>
              <div className={styles.itemMeta}>
                <Tag color="primary" fill="outline">
                  {t(`catalogue.cardType.${data.type}`)}
                </Tag>
                <Tag color={data.source === 'OWN' ? 'success' : 'warning'} fill="outline">
                  {t(`catalogue.source.${data.source}`)}
                </Tag>
              </div>
              <div className={styles.muted}>
                {t('catalogue.dims.code')} {data.code} · {t('catalogue.dims.origin')} {data.originStore.name ?? data.originStore.uid}
              </div>
            </div>
          </div>
          <div className={styles.counts}>
            {COUNTS.map((key) => (
              <span key={key} className={styles.count}>
                <span className={styles.countValue}>{data.counts[key]}</span>
                {t(`catalogue.stock.${key}`)}
              </span>
            ))}
          </div>
        </div>
        <DimensionsList card={data} />
        <div className={styles.inlineButtons}>
          <Button block fill="outline" onClick={() => void navigate(`/stock/detail/${data.id}`)}>
            {t('catalogue.stock.detailTitle')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <LocalizedUi>
      <Page title={t('catalogue.listing.cardDetailTitle')} backTo="/productListing">
        {body}
      </Page>
    </LocalizedUi>
  );
}
