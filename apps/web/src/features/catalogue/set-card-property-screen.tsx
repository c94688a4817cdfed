// /setCardProperty?type=: creates a card of the type chosen on /selectCard: name and picture
// (required), description, default currency and unit, sales channel and every product dimension
// of spec section 3 (the period plan is one of the domain's period values). Leaving with unsaved
// edits asks first.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { CARD_TYPES, PERIOD_VALUES, SALES_CHANNELS, SERVICE_TYPES, type CardType } from '@panel/domain/constants';
import {
  CARD_FIELD_MAX,
  CATALOGUE_CURRENCIES,
  CreateCardRequest,
  type CreateCard,
  type CreateCardRequest as CreateCardBody,
} from '@panel/domain/contract/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { ControlledField } from '../../components/form/controlled-field';
import { domainResolver } from '../../components/form/domain-resolver';
import { FormActions } from '../../components/form/form-actions';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useCreateCard } from './catalogue-api';
import { periodLabel, PictureField } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

type TextDimension = 'brand' | 'chargingType' | 'networkType' | 'providerPlatform' | 'salesArea';
const SESSION_FIELDS = ['totalSessions', 'tvSessions', 'mobileWebSessions'] as const;

type TextField = 'name' | 'currencyUnit' | TextDimension;
type ChoiceField = 'salesChannel' | 'serviceType' | 'periodPlan' | 'cdnIncluded';

type Values = {
  name: string;
  picture: string;
  description: string;
  defaultCurrency: string;
  currencyUnit: string;
  salesChannel: string;
  serviceType: string;
  periodPlan: string;
  cdnIncluded: '' | 'yes' | 'no';
} & Record<TextDimension | (typeof SESSION_FIELDS)[number], string>;

const EMPTY: Values = {
  name: '',
  picture: '',
  description: '',
  defaultCurrency: 'USD',
  currencyUnit: '',
  salesChannel: '',
  serviceType: '',
  periodPlan: '',
  cdnIncluded: '',
  brand: '',
  chargingType: '',
  networkType: '',
  providerPlatform: '',
  salesArea: '',
  totalSessions: '',
  tvSessions: '',
  mobileWebSessions: '',
};

const sessions = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request body of the form's values: empty boxes become null, session counts numbers. */
export function cardBodyOf(type: CardType, values: Values): CreateCardBody {
  return {
    type,
    name: values.name,
    picture: values.picture,
    description: values.description || null,
    defaultCurrency: values.defaultCurrency,
    currencyUnit: values.currencyUnit || null,
    salesChannel: (values.salesChannel || null) as CreateCardBody['salesChannel'],
    serviceType: (values.serviceType || null) as CreateCardBody['serviceType'],
    periodPlan: (values.periodPlan || null) as CreateCardBody['periodPlan'],
    cdnIncluded: values.cdnIncluded === '' ? null : values.cdnIncluded === 'yes',
    brand: values.brand || null,
    chargingType: values.chargingType || null,
    networkType: values.networkType || null,
    providerPlatform: values.providerPlatform || null,
    salesArea: values.salesArea || null,
    totalSessions: sessions(values.totalSessions),
    tvSessions: sessions(values.tvSessions),
    mobileWebSessions: sessions(values.mobileWebSessions),
  };
}

/** Session counts are whole numbers from 0: any failure of theirs says so. */
const cardMessage = (field: string, key: string) => ((SESSION_FIELDS as readonly string[]).includes(field) ? 'validation.quantity' : key);

function CardForm({ type }: { type: CardType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCard();
  const [resolver] = useState(() =>
    domainResolver<Values, CreateCard>(CreateCardRequest, { toInput: (values) => cardBodyOf(type, values), message: cardMessage }),
  );
  const form = useAppForm<Values, CreateCard>({ defaultValues: EMPTY, resolver });
  const { control } = form;

  const submit = form.submitWith((body) =>
    create.mutateAsync(body).then(
      (card) => form.leaveAfterSave(() => void navigate(`/stock/detail/${card.id}`, { replace: true })),
      (error: unknown) => {
        if (!form.showServerError(error)) showFailure(error);
      },
    ),
  );

  // The characters typed against the field's limit, once something is typed: a name over it is seen before saving.
  const counter = (name: TextField | 'description') => {
    const length = [...(form.watch(name) ?? '')].length;
    const max = name === 'name' || name === 'currencyUnit' || name === 'description' || name === 'salesArea' ? CARD_FIELD_MAX[name] : CARD_FIELD_MAX.dimension;
    return length > 0 ? <span data-over={length > max ? 'true' : undefined}>{t('catalogue.card.count', { length, max })}</span> : undefined;
  };
  const text = (name: TextField, label: string, placeholder = t('catalogue.card.textPlaceholder')) => (
    <ControlledField control={control} name={name} id={`card-${name}`} label={label} hint={counter(name)}>
      {(field) => <Input {...field} placeholder={placeholder} />}
    </ControlledField>
  );
  const choice = (name: ChoiceField, label: string, columns: number, options: { value: string; label: string }[]) => (
    <ControlledField control={control} name={name} id={`card-${name}`} label={label}>
      {({ value, onChange }) => <Selector columns={columns} options={options} value={[value]} onChange={(selected) => onChange(selected[0] ?? '')} />}
    </ControlledField>
  );

  return (
    <form id={form.formId} noValidate onSubmit={submit}>
      <List header={t('catalogue.card.basics')} className={styles.section}>
        <List.Item extra={t(`catalogue.cardType.${type}`)}>{t('catalogue.card.type')}</List.Item>
        {text('name', t('catalogue.card.name'), t('catalogue.card.namePlaceholder'))}
        <ControlledField control={control} name="picture" id="card-picture" label={t('catalogue.card.picture')}>
          {({ id, value, onChange, 'aria-invalid': invalid }) => (
            <PictureField id={id} value={value} onChange={onChange} label={t('catalogue.card.picture')} aria-invalid={invalid} />
          )}
        </ControlledField>
        <ControlledField control={control} name="description" id="card-description" label={t('catalogue.dims.description')} hint={counter('description')}>
          {(field) => <TextArea {...field} placeholder={t('catalogue.card.descriptionPlaceholder')} autoSize={{ minRows: 2, maxRows: 5 }} />}
        </ControlledField>
        <ControlledField control={control} name="defaultCurrency" id="card-defaultCurrency" label={t('catalogue.dims.currency')}>
          {({ value, onChange }) => (
            <Selector
              columns={4}
              options={CATALOGUE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={[value]}
              onChange={(selected) => selected[0] && onChange(selected[0])}
            />
          )}
        </ControlledField>
        {text('currencyUnit', t('catalogue.dims.currencyUnit'), t('catalogue.card.unitPlaceholder'))}
        {choice(
          'salesChannel',
          t('catalogue.dims.salesChannel'),
          3,
          SALES_CHANNELS.map((value) => ({ value, label: t(`catalogue.salesChannel.${value}`) })),
        )}
      </List>
      <List header={t('catalogue.card.dimensions')} className={styles.section}>
        {text('brand', t('catalogue.dims.brand'))}
        {choice(
          'serviceType',
          t('catalogue.dims.serviceType'),
          3,
          SERVICE_TYPES.map((value) => ({ value, label: t(`catalogue.serviceType.${value}`) })),
        )}
        {text('chargingType', t('catalogue.dims.chargingType'))}
        {choice(
          'periodPlan',
          t('catalogue.dims.periodPlan'),
          3,
          PERIOD_VALUES.map(({ key }) => ({ value: key, label: periodLabel(t, key) })),
        )}
        {text('networkType', t('catalogue.dims.networkType'))}
        {choice('cdnIncluded', t('catalogue.dims.cdnIncluded'), 2, [
          { value: 'yes', label: t('catalogue.yes') },
          { value: 'no', label: t('catalogue.no') },
        ])}
        {SESSION_FIELDS.map((name) => (
          <ControlledField key={name} control={control} name={name} id={`card-${name}`} label={t(`catalogue.dims.${name}`)}>
            {(field) => <Input {...field} inputMode="numeric" placeholder={t('catalogue.card.sessionsPlaceholder')} />}
          </ControlledField>
        ))}
        {text('providerPlatform', t('catalogue.dims.providerPlatform'))}
        {text('salesArea', t('catalogue.dims.salesArea'))}
      </List>
      <FormActions>
        <Button block type="submit" color="primary" size="large" loading={create.isPending}>
          {t('catalogue.card.create')}
        </Button>
      </FormActions>
    </form>
  );
}

export default function SetCardPropertyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type') as CardType | null;
  if (!type || !CARD_TYPES.includes(type)) return <Navigate to="/selectCard" replace />;
  return (
    <LocalizedUi>
      <Page title={t('catalogue.card.title')} backTo="/selectCard">
        <CardForm type={type} />
      </Page>
    </LocalizedUi>
  );
}
