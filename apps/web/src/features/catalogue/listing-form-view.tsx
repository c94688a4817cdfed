// The listing form of "list a product" (add-product-screen.tsx): the tiers, discount, maximum,
// currencies, payment methods and policy, stock mode and who sees it. Loaded apart from the screen
// (React.lazy), so that the screen asks for its card while the form's code (react-hook-form, the
// pickers) is still on its way.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Switch from 'antd-mobile/es/components/switch';
import Tag from 'antd-mobile/es/components/tag';
import { STOCK_MODES, type PaymentType, type StockMode } from '@panel/domain/constants';
import { CATALOGUE_CURRENCIES } from '@panel/domain/contract/cards';
import { LISTING_VISIBILITIES, PAYMENT_CURRENCIES, type ListingUser, type ListingVisibility, type UpdateListingRequest } from '@panel/domain/contract/listings';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { FormActions } from '../../components/form/form-actions';
import { fieldErrorText } from '../../components/form/form-errors';
import { FormField } from '../../components/form/form-field';
import { useAppForm } from '../../components/form/use-app-form';
import { notify } from '../../components/notify';
import { paymentAccountsQuery, BANK_ACCOUNTS_PATH } from '../../shared/payments/bank-accounts';
import { listingPaymentChoices, useOfferedPaymentTypes } from '../../shared/payments/payment-types';
import { useSaveListing } from './catalogue-api';
import { PictureField } from './catalogue-ui';
import { ADD_PRODUCT_PATH, chosenUsers, pickTypeOf, SELECT_USER_PATH, useChosenUsers, type PickType } from './chosen-users';
import { listingFieldOf, listingResolver, type ListingContext, type ListingValues } from './listing-form';
import { addTier, canAddTier, checkTierRows, removeTier, updateTier, type TierRow } from './tier-editor';
import styles from './catalogue.module.css';
import './locales';
import { asTextKey } from '../../lib/texts';

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

export type FormProps = {
  initial: ListingValues;
  cardId: string;
  listingId: string | null;
  freeUnits: number;
  initialUsers: { type: PickType | null; users: readonly ListingUser[] };
};

export default function ListingForm({ initial, cardId, listingId, freeUnits, initialUsers }: FormProps) {
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

  // Online or crypto payment, while no provider of theirs is on, is neither offered nor sent (a listing saved with it before keeps the rest);
  // offline transfer, while the store has no bank account, is shown but not picked nor sent.
  const offered = useOfferedPaymentTypes();
  const accounts = useQuery(paymentAccountsQuery);
  const noBankAccount = accounts.data?.length === 0;
  const { shown, pickable } = listingPaymentChoices(offered, accounts.data ? accounts.data.length > 0 : undefined);
  const submit = form.submitWith((body) =>
    save.mutateAsync({ body: { ...body, paymentMethods: body.paymentMethods?.filter((method) => pickable.includes(method)) }, listingId, cardId }).then(
      () => {
        notify(listingId ? t('catalogue.listing.saved') : t('catalogue.listing.created'));
        form.leaveAfterSave(() => void navigate('/productListing', { replace: true }));
      },
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  const field = <N extends 'name' | 'discount' | 'maxPerPurchase' | 'limitedQuantity' | 'lowStockThreshold'>(
    name: N,
    label: string,
    props: Partial<InputProps> = {},
    hint?: string,
  ) => (
    <ControlledField control={control} name={name} id={`listing-${name}`} label={label} hint={hint}>
      {(input) => <Input {...input} {...props} />}
    </ControlledField>
  );

  return (
    <form id={form.formId} noValidate onSubmit={submit}>
      <List header={t('catalogue.listing.product')} className={styles.section}>
        {field('name', t('catalogue.listing.name'))}
        <ControlledField control={control} name="picture" id="listing-picture" label={t('catalogue.listing.picture')}>
          {({ id, value, onChange, 'aria-invalid': invalid }) => (
            <PictureField id={id} value={value} onChange={onChange} label={t('catalogue.listing.picture')} aria-invalid={invalid} />
          )}
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
            <Selector
              columns={4}
              options={CATALOGUE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={[value]}
              onChange={(selected) => selected[0] && onChange(selected[0])}
            />
          )}
        </ControlledField>
      </List>

      <List header={t('catalogue.listing.paymentMethods')} className={styles.section}>
        <ControlledField control={control} name="paymentMethods" id="listing-paymentMethods" label={t('catalogue.listing.paymentMethods')}>
          {({ value, onChange }) => (
            <Selector
              multiple
              columns={2}
              options={shown.map((method) => ({ value: method, label: t(`catalogue.payment.${method}`), disabled: !pickable.includes(method) }))}
              value={value.filter((method) => pickable.includes(method))}
              onChange={(selected) => onChange(selected as PaymentType[])}
            />
          )}
        </ControlledField>
        {noBankAccount && shown.includes('OFFLINE') ? (
          <List.Item
            data-testid="offline-needs-account"
            description={t('catalogue.listing.offlineNeedsAccount')}
            extra={
              <a
                href={BANK_ACCOUNTS_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(BANK_ACCOUNTS_PATH);
                }}
              >
                {t('catalogue.listing.addBankAccount')}
              </a>
            }
          >
            {t('catalogue.payment.OFFLINE')}
          </List.Item>
        ) : null}
        {paymentMethods.includes('ONLINE') && offered.includes('ONLINE') ? (
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
            <Selector
              multiple
              columns={3}
              options={PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={value}
              onChange={onChange}
            />
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
        {field('lowStockThreshold', t('catalogue.listing.lowStockThreshold'), { inputMode: 'numeric', pattern: '[0-9]*' }, t('catalogue.listing.lowStockHint'))}
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
          extra={
            <Switch
              checked={listed}
              onChange={(checked) => form.setValue('listed', checked, { shouldDirty: true })}
              aria-label={t('catalogue.listing.listNow')}
            />
          }
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
