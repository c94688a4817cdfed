// /listing/addProduct?cardId= (a new listing of a card) and ?id= (edit): the tiers, discount,
// maximum, currencies, payment methods and policy, stock mode and who sees it. The route is kept
// alive while the seller picks users (/listing/addProduct/selectUser), so nothing typed is lost on
// the way; leaving for anywhere else with unsaved edits asks first.
// The form itself (listing-form-view.tsx: react-hook-form, the pickers) loads apart and starts
// loading with this screen, so the card is asked for while its code is still on its way.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { currentLocale } from '../../lib/i18n';
import { StoreSetupNotice } from '../../shared/accounts/store-setup-notice';
import { cardQuery, listingQuery } from './catalogue-api';
import { ADD_PRODUCT_PATH, pickTypeOf } from './chosen-users';
import { valuesOfCard, valuesOfListing } from './listing-form';
import type { FormProps } from './listing-form-view';
import styles from './catalogue.module.css';
import './locales';

// Asked for as soon as this screen's code runs, alongside the card or listing; a failed load shows
// when the form is rendered (the route's error screen offers a reload).
const listingFormModule = import('./listing-form-view');
listingFormModule.catch(() => {});
const LazyListingForm = lazy(() => listingFormModule);

function ListingForm(props: FormProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyListingForm {...props} />
    </Suspense>
  );
}

/** Opened without a card to list or a listing to edit (?cardId= / ?id=): say so, and lead to choosing a card. */
function NoCardChosen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.noCard}>
      <ErrorBlock status="empty" title={t('catalogue.listing.noCardTitle')} description={t('catalogue.listing.noCardText')} />
      <Button color="primary" className={styles.noCardButton} onClick={() => void navigate('/stock', { replace: true })}>
        {t('catalogue.listing.chooseCard')}
      </Button>
    </div>
  );
}

function NewListing({ cardId }: { cardId: string }) {
  const card = useQuery(cardQuery(cardId));
  if (card.isPending) return <PageLoading />;
  if (card.isError) return <PageError error={card.error} onRetry={() => void card.refetch()} retrying={card.isFetching} />;
  return (
    <ListingForm
      initial={valuesOfCard(card.data)}
      cardId={cardId}
      listingId={null}
      freeUnits={card.data.counts.free}
      initialUsers={{ type: null, users: [] }}
    />
  );
}

function EditListing({ listingId }: { listingId: string }) {
  const listing = useQuery({ ...listingQuery(listingId), staleTime: Infinity });
  const card = useQuery({ ...cardQuery(listing.data?.card.id ?? ''), enabled: listing.isSuccess });
  if (listing.isPending || (listing.isSuccess && card.isPending)) return <PageLoading />;
  if (listing.isError) return <PageError error={listing.error} onRetry={() => void listing.refetch()} retrying={listing.isFetching} />;
  const data = listing.data;
  const free = (card.data?.counts.free ?? 0) + (data.stockMode === 'LIMITED' && data.listed ? (data.limitedQuantity ?? 0) : 0);
  return (
    <ListingForm
      initial={valuesOfListing(data, currentLocale())}
      cardId={data.card.id}
      listingId={data.id}
      freeUnits={free}
      initialUsers={{ type: pickTypeOf(data.visibility), users: data.users }}
    />
  );
}

export default function AddProductScreen() {
  const { t } = useTranslation();
  // Kept alive behind the picker, this screen still sees the picker's address: it keeps reading
  // its own query (?cardId= / ?id=) from when it was last shown.
  const location = useLocation();
  const shown = location.pathname === ADD_PRODUCT_PATH;
  const [search, setSearch] = useState(location.search);
  if (shown && search !== location.search) setSearch(location.search);
  const params = new URLSearchParams(shown ? location.search : search);
  const listingId = params.get('id');
  const cardId = params.get('cardId');
  // Asked for now: the notice above the form waits (suspended) for the start-up data, and the form
  // would only ask once that is in.
  const queryClient = useQueryClient();
  if (listingId && !queryClient.getQueryState(listingQuery(listingId).queryKey)) void queryClient.prefetchQuery(listingQuery(listingId));
  else if (!listingId && cardId && !queryClient.getQueryState(cardQuery(cardId).queryKey)) void queryClient.prefetchQuery(cardQuery(cardId));
  let body;
  if (listingId) body = <EditListing key={`id-${listingId}`} listingId={listingId} />;
  else if (cardId) body = <NewListing key={`card-${cardId}`} cardId={cardId} />;
  else body = <NoCardChosen />;
  return (
    <LocalizedUi>
      <Page title={listingId ? t('catalogue.listing.editTitle') : t('catalogue.listing.addTitle')} backTo="/productListing">
        <StoreSetupNotice />
        {body}
      </Page>
    </LocalizedUi>
  );
}
