// /setCardProperty?type=: creates a card of the type chosen on /selectCard: name and picture
// (required), description, default currency and unit, sales channel and every product dimension
// of spec section 3 (the period plan is one of the domain's period values). Leaving with unsaved
// edits asks first.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { useQueryClient } from '@tanstack/react-query';
import { CARD_TYPES, PERIOD_VALUES, SALES_CHANNELS, SERVICE_TYPES, type CardType } from '@panel/domain/constants';
import { CATALOGUE_CURRENCIES, CreateCardRequest, type CreateCardRequest as CreateCardBody } from '@panel/domain/contract/cards';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField, fieldErrors } from '../../components/form-field';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { CATALOGUE_KEY, createCard } from './catalogue-api';
import { periodLabel, PictureField } from './catalogue-ui';
import styles from './catalogue.module.css';
import './locales';

type TextDimension = 'brand' | 'chargingType' | 'networkType' | 'providerPlatform' | 'salesArea';
const SESSION_FIELDS = ['totalSessions', 'tvSessions', 'mobileWebSessions'] as const;

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

function CardForm({ type }: { type: CardType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const dirty = createdId === null && JSON.stringify(values) !== JSON.stringify(EMPTY);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (createdId) void navigate(`/stock/detail/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const single = <K extends keyof Values>(key: K) => (selected: string[]) => set(key, (selected[0] ?? '') as Values[K]);
  const text = (key: keyof Values, placeholder = t('catalogue.card.textPlaceholder')) => (
    <Input id={`card-${key}`} value={values[key]} placeholder={placeholder} onChange={(value) => set(key, value as Values[typeof key])} />
  );
  const error = (key: keyof Values) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async () => {
    const body = cardBodyOf(type, values);
    const found = fieldErrors<keyof Values>(CreateCardRequest, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`card-${Object.keys(found)[0]}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setSaving(true);
    try {
      const card = await createCard(body);
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      setCreatedId(card.id);
    } catch {
      // the api client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <List header={t('catalogue.card.basics')} className={styles.section}>
        <List.Item extra={t(`catalogue.cardType.${type}`)}>{t('catalogue.card.type')}</List.Item>
        <FormField id="card-name" label={t('catalogue.card.name')} error={error('name')}>
          {text('name', t('catalogue.card.namePlaceholder'))}
        </FormField>
        <FormField id="card-picture" label={t('catalogue.card.picture')} error={error('picture')}>
          <PictureField value={values.picture} onChange={(key) => set('picture', key)} label={t('catalogue.card.picture')} />
        </FormField>
        <FormField id="card-description" label={t('catalogue.dims.description')} error={error('description')}>
          <TextArea id="card-description" value={values.description} placeholder={t('catalogue.card.descriptionPlaceholder')} autoSize={{ minRows: 2, maxRows: 5 }} onChange={(value) => set('description', value)} />
        </FormField>
        <FormField id="card-defaultCurrency" label={t('catalogue.dims.currency')} error={error('defaultCurrency')}>
          <Selector columns={4} options={CATALOGUE_CURRENCIES.map((value) => ({ value, label: value }))} value={[values.defaultCurrency]} onChange={(selected) => selected[0] && set('defaultCurrency', selected[0])} />
        </FormField>
        <FormField id="card-currencyUnit" label={t('catalogue.dims.currencyUnit')} error={error('currencyUnit')}>
          {text('currencyUnit', t('catalogue.card.unitPlaceholder'))}
        </FormField>
        <FormField id="card-salesChannel" label={t('catalogue.dims.salesChannel')}>
          <Selector columns={3} options={SALES_CHANNELS.map((value) => ({ value, label: t(`catalogue.salesChannel.${value}`) }))} value={[values.salesChannel]} onChange={single('salesChannel')} />
        </FormField>
      </List>
      <List header={t('catalogue.card.dimensions')} className={styles.section}>
        <FormField id="card-brand" label={t('catalogue.dims.brand')} error={error('brand')}>
          {text('brand')}
        </FormField>
        <FormField id="card-serviceType" label={t('catalogue.dims.serviceType')}>
          <Selector columns={3} options={SERVICE_TYPES.map((value) => ({ value, label: t(`catalogue.serviceType.${value}`) }))} value={[values.serviceType]} onChange={single('serviceType')} />
        </FormField>
        <FormField id="card-chargingType" label={t('catalogue.dims.chargingType')} error={error('chargingType')}>
          {text('chargingType')}
        </FormField>
        <FormField id="card-periodPlan" label={t('catalogue.dims.periodPlan')}>
          <Selector columns={3} options={PERIOD_VALUES.map(({ key }) => ({ value: key, label: periodLabel(t, key) }))} value={[values.periodPlan]} onChange={single('periodPlan')} />
        </FormField>
        <FormField id="card-networkType" label={t('catalogue.dims.networkType')} error={error('networkType')}>
          {text('networkType')}
        </FormField>
        <FormField id="card-cdnIncluded" label={t('catalogue.dims.cdnIncluded')}>
          <Selector
            columns={2}
            options={[
              { value: 'yes', label: t('catalogue.yes') },
              { value: 'no', label: t('catalogue.no') },
            ]}
            value={[values.cdnIncluded]}
            onChange={single('cdnIncluded')}
          />
        </FormField>
        {SESSION_FIELDS.map((key) => (
          <FormField key={key} id={`card-${key}`} label={t(`catalogue.dims.${key}`)} error={errors[key] ? t('validation.quantity') : undefined}>
            <Input id={`card-${key}`} inputMode="numeric" value={values[key]} placeholder={t('catalogue.card.sessionsPlaceholder')} onChange={(value) => set(key, value)} />
          </FormField>
        ))}
        <FormField id="card-providerPlatform" label={t('catalogue.dims.providerPlatform')} error={error('providerPlatform')}>
          {text('providerPlatform')}
        </FormField>
        <FormField id="card-salesArea" label={t('catalogue.dims.salesArea')} error={error('salesArea')}>
          {text('salesArea')}
        </FormField>
      </List>
      <div className={styles.formActions}>
        <Button block color="primary" size="large" loading={saving} onClick={() => void submit()}>
          {t('catalogue.card.create')}
        </Button>
      </div>
    </>
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
