// /listing/addProduct?cardId= (a new listing of a card) and ?id= (edit): the tiers, discount,
// maximum, currencies, payment methods and policy, stock mode and who sees it. The route is kept
// alive while the seller picks users (/listing/addProduct/selectUser), so nothing typed is lost on
// the way; leaving for anywhere else with unsaved edits asks first.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_TYPES, STOCK_MODES, type PaymentType, type StockMode } from '@panel/domain/constants';
import { CATALOGUE_CURRENCIES } from '@panel/domain/contract/cards';
import { LISTING_VISIBILITIES, PAYMENT_CURRENCIES, type ListingUser, type ListingVisibility } from '@panel/domain/contract/listings';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { CATALOGUE_KEY, cardQuery, createListing, listingQuery, updateListing } from './catalogue-api';
import { PictureField } from './catalogue-ui';
import { chosenUsers, pickTypeOf, useChosenUsers, type PickType } from './chosen-users';
import { checkListing, listingBodyOf, valuesOfCard, valuesOfListing, type ListingCheck, type ListingValues } from './listing-form';
import { addTier, canAddTier, removeTier, updateTier, type TierRow } from './tier-editor';
import styles from './catalogue.module.css';
import './locales';

const ADD_PRODUCT_PATH = '/listing/addProduct';
const SELECT_USER_PATH = '/listing/addProduct/selectUser';

function TierEditor({ rows, onChange, check }: { rows: TierRow[]; onChange: (rows: TierRow[]) => void; check: ListingCheck['tier'] }) {
  const { t } = useTranslation();
  const box = (row: TierRow, field: 'minCount' | 'wholesalePrice' | 'retailPrice', label: string) => (
    <Input
      className={styles.tierInput}
      inputMode={field === 'minCount' ? 'numeric' : 'decimal'}
      value={row[field]}
      aria-label={label}
      aria-invalid={check?.rowKey === row.key && check.box === field}
      onChange={(value) => onChange(updateTier(rows, row.key, field, value))}
    />
  );
  return (
    <div data-testid="tier-editor">
      <div className={`${styles.tierRow} ${styles.tierHead}`}>
        <span>{t('catalogue.listing.minCount')}</span>
        <span>{t('catalogue.listing.wholesale')}</span>
        <span>{t('catalogue.listing.retail')}</span>
        <span />
      </div>
      {rows.map((row, index) => (
        <div key={row.key} className={styles.tierRow} data-tier={index}>
          {box(row, 'minCount', `${t('catalogue.listing.minCount')} ${index + 1}`)}
          {box(row, 'wholesalePrice', `${t('catalogue.listing.wholesale')} ${index + 1}`)}
          {box(row, 'retailPrice', `${t('catalogue.listing.retail')} ${index + 1}`)}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`${t('catalogue.listing.removeTier')} ${index + 1}`}
            disabled={rows.length <= 1}
            onClick={() => onChange(removeTier(rows, row.key))}
          >
            <CloseCircleOutline />
          </button>
        </div>
      ))}
      <Button size="small" fill="outline" color="primary" disabled={!canAddTier(rows)} onClick={() => onChange(addTier(rows))}>
        {t('catalogue.listing.addTier')}
      </Button>
    </div>
  );
}

type FormProps = { initial: ListingValues; cardId: string; listingId: string | null; freeUnits: number; initialUsers: { type: PickType | null; users: readonly ListingUser[] } };

function ListingForm({ initial, cardId, listingId, freeUnits, initialUsers }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [startUsers] = useState(() => {
    chosenUsers.reset(initialUsers.type ?? undefined, initialUsers.users);
    return chosenUsers.get();
  });
  const users = useChosenUsers();
  const [check, setCheck] = useState<ListingCheck>({ errors: {}, tier: null });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const pickType = pickTypeOf(values.visibility);
  const chosen = pickType ? users[pickType] : [];
  const dirty = !saved && (JSON.stringify(values) !== JSON.stringify(initial) || users !== startUsers);
  // Coming back from the picker to this route is no leaving either.
  useUnsavedChanges(dirty, { allow: [SELECT_USER_PATH, ADD_PRODUCT_PATH] });

  useEffect(() => {
    if (saved) void navigate('/productListing', { replace: true });
  }, [saved, navigate]);

  const set = <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const error = (field: keyof ListingCheck['errors']) => (check.errors[field] ? t(check.errors[field]) : undefined);

  const submit = async () => {
    const userIds = chosen.map((user) => user.id);
    const found = checkListing(values, userIds);
    setCheck(found);
    const first = Object.keys(found.errors)[0];
    if (first) {
      document.getElementById(`listing-${first}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setSaving(true);
    try {
      const body = listingBodyOf(values, userIds);
      if (listingId) await updateListing(listingId, body);
      else await createListing({ cardId, ...body });
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      notify(listingId ? t('catalogue.listing.saved') : t('catalogue.listing.created'));
      setSaved(true);
    } catch {
      // the api client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <List header={t('catalogue.listing.product')} className={styles.section}>
        <FormField id="listing-name" label={t('catalogue.listing.name')} error={error('name')}>
          <Input id="listing-name" value={values.name} onChange={(value) => set('name', value)} />
        </FormField>
        <FormField id="listing-picture" label={t('catalogue.listing.picture')} error={error('picture')}>
          <PictureField value={values.picture} onChange={(key) => set('picture', key)} label={t('catalogue.listing.picture')} />
        </FormField>
      </List>

      <List header={t('catalogue.listing.tiers')} className={styles.section}>
        <FormField id="listing-tiers" label={t('catalogue.listing.tiers')} error={error('tiers')} hint={t('catalogue.listing.tiersHint')}>
          <TierEditor rows={values.rows} onChange={(rows) => set('rows', rows)} check={check.errors.tiers ? check.tier : null} />
        </FormField>
        <FormField id="listing-discount" label={t('catalogue.listing.discount')} error={error('discount')}>
          <Input id="listing-discount" inputMode="decimal" value={values.discount} onChange={(value) => set('discount', value)} />
        </FormField>
        <FormField id="listing-maxPerPurchase" label={t('catalogue.listing.maxPerPurchase')} error={error('maxPerPurchase')}>
          <Input id="listing-maxPerPurchase" inputMode="numeric" placeholder={t('catalogue.listing.noLimit')} value={values.maxPerPurchase} onChange={(value) => set('maxPerPurchase', value)} />
        </FormField>
        <FormField id="listing-currency" label={t('catalogue.listing.currency')} error={error('currency')}>
          <Selector columns={4} options={CATALOGUE_CURRENCIES.map((value) => ({ value, label: value }))} value={[values.currency]} onChange={(selected) => selected[0] && set('currency', selected[0])} />
        </FormField>
      </List>

      <List header={t('catalogue.listing.paymentMethods')} className={styles.section}>
        <FormField id="listing-paymentMethods" label={t('catalogue.listing.paymentMethods')} error={error('paymentMethods')}>
          <Selector
            multiple
            columns={2}
            options={PAYMENT_TYPES.map((value) => ({ value, label: t(`catalogue.payment.${value}`) }))}
            value={values.paymentMethods}
            onChange={(selected) => set('paymentMethods', selected as PaymentType[])}
          />
        </FormField>
        {values.paymentMethods.includes('ONLINE') ? (
          <FormField id="listing-onlinePolicyAccepted" label={t('catalogue.payment.ONLINE')} error={error('onlinePolicyAccepted')}>
            <Checkbox checked={values.onlinePolicyAccepted} onChange={(checked) => set('onlinePolicyAccepted', checked)}>
              <span className={styles.muted}>{t('catalogue.listing.onlinePolicy')}</span>
            </Checkbox>
          </FormField>
        ) : null}
        <FormField id="listing-paymentCurrencies" label={t('catalogue.listing.paymentCurrencies')} error={error('paymentCurrencies')}>
          <Selector multiple columns={3} options={PAYMENT_CURRENCIES.map((value) => ({ value, label: value }))} value={values.paymentCurrencies} onChange={(selected) => set('paymentCurrencies', selected)} />
        </FormField>
      </List>

      <List header={t('catalogue.listing.stockMode')} className={styles.section}>
        <FormField id="listing-stockMode" label={t('catalogue.listing.stockMode')} hint={`${t(`catalogue.stockModeHint.${values.stockMode}`)} · ${t('catalogue.listing.free', { count: freeUnits })}`}>
          <Selector
            columns={2}
            options={STOCK_MODES.map((value) => ({ value, label: t(`catalogue.stockMode.${value}`) }))}
            value={[values.stockMode]}
            onChange={(selected) => selected[0] && set('stockMode', selected[0] as StockMode)}
          />
        </FormField>
        {values.stockMode === 'LIMITED' ? (
          <FormField id="listing-limitedQuantity" label={t('catalogue.listing.limitedQuantity')} error={error('limitedQuantity')}>
            <Input id="listing-limitedQuantity" inputMode="numeric" value={values.limitedQuantity} onChange={(value) => set('limitedQuantity', value)} />
          </FormField>
        ) : null}
      </List>

      <List header={t('catalogue.listing.visibility')} className={styles.section}>
        <FormField id="listing-visibility" label={t('catalogue.listing.visibility')}>
          <Selector
            columns={1}
            options={LISTING_VISIBILITIES.map((value) => ({ value, label: t(`catalogue.visibility.${value}`) }))}
            value={[values.visibility]}
            onChange={(selected) => selected[0] && set('visibility', selected[0] as ListingVisibility)}
          />
        </FormField>
        {pickType ? (
          <FormField
            id="listing-userIds"
            label={t('catalogue.listing.chosenUsers')}
            error={chosen.length === 0 ? error('userIds') : undefined}
          >
            <Button size="small" color="primary" fill="outline" onClick={() => void navigate(`${SELECT_USER_PATH}?type=${pickType}`)}>
              {t('catalogue.listing.chooseUsers')}
            </Button>
            {chosen.length === 0 ? (
              <div className={styles.muted}>{t('catalogue.listing.noneChosen')}</div>
            ) : (
              <div className={styles.userChips} data-testid="chosen-users">
                {chosen.map((user) => (
                  <Tag key={user.id} color="primary" fill="outline" onClick={() => chosenUsers.remove(pickType, user.id)}>
                    {user.nickname} ✕
                  </Tag>
                ))}
              </div>
            )}
          </FormField>
        ) : null}
        <List.Item extra={<Switch checked={values.listed} onChange={(checked) => set('listed', checked)} aria-label={t('catalogue.listing.listNow')} />}>
          {t('catalogue.listing.listNow')}
        </List.Item>
      </List>

      <div className={styles.formActions}>
        <Button block color="primary" size="large" loading={saving} onClick={() => void submit()}>
          {t('catalogue.listing.save')}
        </Button>
      </div>
    </>
  );
}

function NewListing({ cardId }: { cardId: string }) {
  const card = useQuery(cardQuery(cardId));
  if (card.isPending) return <PageLoading />;
  if (card.isError) return <PageError onRetry={() => void card.refetch()} retrying={card.isFetching} />;
  return <ListingForm initial={valuesOfCard(card.data)} cardId={cardId} listingId={null} freeUnits={card.data.counts.free} initialUsers={{ type: null, users: [] }} />;
}

function EditListing({ listingId }: { listingId: string }) {
  const listing = useQuery({ ...listingQuery(listingId), staleTime: Infinity });
  const card = useQuery({ ...cardQuery(listing.data?.card.id ?? ''), enabled: listing.isSuccess });
  if (listing.isPending || (listing.isSuccess && card.isPending)) return <PageLoading />;
  if (listing.isError) return <PageError onRetry={() => void listing.refetch()} retrying={listing.isFetching} />;
  const data = listing.data;
  const free = (card.data?.counts.free ?? 0) + (data.stockMode === 'LIMITED' && data.listed ? (data.limitedQuantity ?? 0) : 0);
  return (
    <ListingForm
      initial={valuesOfListing(data)}
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
  let body;
  if (listingId) body = <EditListing key={`id-${listingId}`} listingId={listingId} />;
  else if (cardId) body = <NewListing key={`card-${cardId}`} cardId={cardId} />;
  else body = <PageError />;
  return (
    <LocalizedUi>
      <Page title={listingId ? t('catalogue.listing.editTitle') : t('catalogue.listing.addTitle')} backTo="/productListing">
        {body}
      </Page>
    </LocalizedUi>
  );
}
