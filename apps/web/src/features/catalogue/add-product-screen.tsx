// /listing/addProduct?cardId= (a new listing of a card) and ?id= (edit): the tiers, discount,
// maximum, currencies, payment methods and policy, stock mode and who sees it. The route is kept
// alive while the seller picks users (/listing/addProduct/selectUser), so nothing typed is lost on
// the way; leaving for anywhere else with unsaved edits asks first.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import Tag from 'antd-mobile/es/components/tag';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_TYPES, STOCK_MODES, type PaymentType, type StockMode } from '@panel/domain/constants';
import { CATALOGUE_CURRENCIES } from '@panel/domain/contract/cards';
import { LISTING_VISIBILITIES, PAYMENT_CURRENCIES, type ListingUser, type ListingVisibility, type UpdateListingRequest } from '@panel/domain/contract/listings';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { FormActions } from '../../components/form/form-actions';
import { fieldErrorText } from '../../components/form/form-errors';
import { FormField } from '../../components/form/form-field';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { cardQuery, listingQuery, useSaveListing } from './catalogue-api';
import { PictureField } from './catalogue-ui';
import { chosenUsers, pickTypeOf, useChosenUsers, type PickType } from './chosen-users';
import { listingFieldOf, listingResolver, valuesOfCard, valuesOfListing, type ListingContext, type ListingValues } from './listing-form';
import { addTier, canAddTier, checkTierRows, removeTier, updateTier, type TierRow } from './tier-editor';
import styles from './catalogue.module.css';
import './locales';
import { currentLocale } from '../../lib/i18n';
import { asTextKey } from '../../lib/texts';
import { StoreSetupNotice } from '../../shared/accounts/store-setup-notice';

const ADD_PRODUCT_PATH = '/listing/addProduct';
const SELECT_USER_PATH = '/listing/addProduct/selectUser';

type TierEditorProps = { id: string; rows: TierRow[]; onChange: (rows: TierRow[]) => void; problem: { rowKey: number | null; box: string | null } | null };

function TierEditor({ id, rows, onChange, problem }: TierEditorProps) {
  const { t } = useTranslation();
  const box = (row: TierRow, index: number, field: 'minCount' | 'wholesalePrice' | 'retailPrice', label: string) => (
    <Input
      id={index === 0 && field === 'minCount' ? id : undefined}
      className={styles.tierInput}
      inputMode={field === 'minCount' ? 'numeric' : 'decimal'}
      value={row[field]}
      aria-label={label}
      aria-invalid={problem?.rowKey === row.key && problem.box === field ? true : undefined}
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
          {box(row, index, 'minCount', `${t('catalogue.listing.minCount')} ${index + 1}`)}
          {box(row, index, 'wholesalePrice', `${t('catalogue.listing.wholesale')} ${index + 1}`)}
          {box(row, index, 'retailPrice', `${t('catalogue.listing.retail')} ${index + 1}`)}
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
  const save = useSaveListing();
  const [startUsers] = useState(() => {
    chosenUsers.reset(initialUsers.type ?? undefined, initialUsers.users);
    return chosenUsers.get();
  });
  const users = useChosenUsers();
  const form = useAppForm<ListingValues, UpdateListingRequest>({
    defaultValues: initial,
    resolver: listingResolver,
    context: { users } satisfies ListingContext,
    // Coming back from the picker to this route is no leaving either.
    allow: [SELECT_USER_PATH, ADD_PRODUCT_PATH],
    dirtyOutside: users !== startUsers,
    serverField: listingFieldOf,
  });
  const { control, formState } = form;
  const [visibility, stockMode, paymentMethods, rows, listed] = form.watch(['visibility', 'stockMode', 'paymentMethods', 'rows', 'listed']);
  const pickType = pickTypeOf(visibility);
  const chosen = pickType ? users[pickType] : [];
  const tierProblem = formState.errors.rows ? checkTierRows(rows) : null;
  // The chosen users are not one of the values: their failure is kept under their request name.
  const usersFailure = (formState.errors as FieldErrors<{ userIds: string[] }>).userIds as FieldError | undefined;
  const usersError = fieldErrorText(chosen.length === 0 ? usersFailure : undefined, (key) => t(asTextKey(key)));

  const submit = form.submitWith((body) =>
    save.mutateAsync({ body, listingId, cardId }).then(
      () => {
        notify(listingId ? t('catalogue.listing.saved') : t('catalogue.listing.created'));
        form.leaveAfterSave(() => void navigate('/productListing', { replace: true }));
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  const field = <N extends 'name' | 'discount' | 'maxPerPurchase' | 'limitedQuantity'>(name: N, label: string, props: Partial<InputProps> = {}) => (
    <ControlledField control={control} name={name} id={`listing-${name}`} label={label}>
      {(input) => <Input {...input} {...props} />}
    </ControlledField>
  );

  return (
    <form id={form.formId} noValidate onSubmit={submit}>
      <List header={t('catalogue.listing.product')} className={styles.section}>
        {field('name', t('catalogue.listing.name'))}
        <ControlledField control={control} name="picture" id="listing-picture" label={t('catalogue.listing.picture')}>
          {({ id, value, onChange, 'aria-invalid': invalid }) => <PictureField id={id} value={value} onChange={onChange} label={t('catalogue.listing.picture')} aria-invalid={invalid} />}
        </ControlledField>
      </List>

      <List header={t('catalogue.listing.tiers')} className={styles.section}>
        <ControlledField control={control} name="rows" id="listing-tiers" label={t('catalogue.listing.tiers')} hint={t('catalogue.listing.tiersHint')}>
          {({ id, value, onChange }) => <TierEditor id={id} rows={value} onChange={onChange} problem={tierProblem} />}
        </ControlledField>
        {field('discount', t('catalogue.listing.discount'), { inputMode: 'decimal' })}
        {field('maxPerPurchase', t('catalogue.listing.maxPerPurchase'), { inputMode: 'numeric', placeholder: t('catalogue.listing.noLimit') })}
        <ControlledField control={control} name="currency" id="listing-currency" label={t('catalogue.listing.currency')}>
          {({ value, onChange }) => (
            <Selector columns={4} options={CATALOGUE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} value={[value]} onChange={(selected) => selected[0] && onChange(selected[0])} />
          )}
        </ControlledField>
      </List>

      <List header={t('catalogue.listing.paymentMethods')} className={styles.section}>
        <ControlledField control={control} name="paymentMethods" id="listing-paymentMethods" label={t('catalogue.listing.paymentMethods')}>
          {({ value, onChange }) => (
            <Selector
              multiple
              columns={2}
              options={PAYMENT_TYPES.map((method) => ({ value: method, label: t(`catalogue.payment.${method}`) }))}
              value={value}
              onChange={(selected) => onChange(selected as PaymentType[])}
            />
          )}
        </ControlledField>
        {paymentMethods.includes('ONLINE') ? (
          <ControlledField control={control} name="onlinePolicyAccepted" id="listing-onlinePolicyAccepted" label={t('catalogue.payment.ONLINE')}>
            {({ value, onChange }) => (
              <Checkbox checked={value} onChange={onChange}>
                <span className={styles.muted}>{t('catalogue.listing.onlinePolicy')}</span>
              </Checkbox>
            )}
          </ControlledField>
        ) : null}
        <ControlledField control={control} name="paymentCurrencies" id="listing-paymentCurrencies" label={t('catalogue.listing.paymentCurrencies')}>
          {({ value, onChange }) => (
            <Selector multiple columns={3} options={PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} value={value} onChange={onChange} />
          )}
        </ControlledField>
      </List>

      <List header={t('catalogue.listing.stockMode')} className={styles.section}>
        <ControlledField
          control={control}
          name="stockMode"
          id="listing-stockMode"
          label={t('catalogue.listing.stockMode')}
          hint={`${t(`catalogue.stockModeHint.${stockMode}`)} · ${t('catalogue.listing.free', { count: freeUnits })}`}
        >
          {({ value, onChange }) => (
            <Selector
              columns={2}
              options={STOCK_MODES.map((mode) => ({ value: mode, label: t(`catalogue.stockMode.${mode}`) }))}
              value={[value]}
              onChange={(selected) => selected[0] && onChange(selected[0] as StockMode)}
            />
          )}
        </ControlledField>
        {stockMode === 'LIMITED' ? field('limitedQuantity', t('catalogue.listing.limitedQuantity'), { inputMode: 'numeric' }) : null}
      </List>

      <List header={t('catalogue.listing.visibility')} className={styles.section}>
        <ControlledField control={control} name="visibility" id="listing-visibility" label={t('catalogue.listing.visibility')}>
          {({ value, onChange }) => (
            <Selector
              columns={1}
              options={LISTING_VISIBILITIES.map((option) => ({ value: option, label: t(`catalogue.visibility.${option}`) }))}
              value={[value]}
              onChange={(selected) => selected[0] && onChange(selected[0] as ListingVisibility)}
            />
          )}
        </ControlledField>
        {pickType ? (
          <FormField id="listing-userIds" label={t('catalogue.listing.chosenUsers')} error={usersError}>
            <Button id="listing-userIds" size="small" color="primary" fill="outline" onClick={() => void navigate(`${SELECT_USER_PATH}?type=${pickType}`)}>
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
        <List.Item
          extra={<Switch checked={listed} onChange={(checked) => form.setValue('listed', checked, { shouldDirty: true })} aria-label={t('catalogue.listing.listNow')} />}
        >
          {t('catalogue.listing.listNow')}
        </List.Item>
      </List>

      <FormActions>
        <Button block type="submit" color="primary" size="large" loading={save.isPending}>
          {t('catalogue.listing.save')}
        </Button>
      </FormActions>
    </form>
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
