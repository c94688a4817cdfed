// Pieces the catalogue screens share: the card picture (card-picture.tsx), the period plan's label,
// the product dimensions, and the picture upload field.
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { getPeriod, type PeriodKey } from '@panel/domain/constants';
import type { CardResponse } from '@panel/domain/contract/cards';
import { UPLOAD_MIME } from '@panel/domain/contract/files';
import type { TFunction } from 'i18next';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '../../lib/boot-queries';
import { useUploadProductImage } from './catalogue-api';
import styles from './catalogue.module.css';
import type catalogueTexts from './locales.en';
import './locales';
import { fitsOrShrinks } from '../../lib/shrink-image';
import { CardPicture } from './card-picture';

export { CardPicture };

/** The label of a period plan: '30 days', 'Monthly', '18 months' ... */
export function periodLabel(t: TFunction, key: PeriodKey): string {
  if (key === 'WEEK_1' || key === 'MONTH_1' || key === 'YEAR_1') return t(`catalogue.period.${key}`);
  const { unit, amount } = getPeriod(key);
  return t(`catalogue.period.${unit}`, { count: amount });
}

type Dimensions = CardResponse['dimensions'];
type DimensionsCard = Pick<CardResponse, 'salesChannel' | 'defaultCurrency' | 'currencyUnit' | 'description'> & { dimensions: Dimensions };

/** Every dimension of a card (spec section 3), the ones not set shown as such. */
export function DimensionsList({ card, header }: { card: DimensionsCard; header?: string }) {
  const { t } = useTranslation();
  const notSet = t('catalogue.card.notSet');
  const d = card.dimensions;
  const text = (value: string | number | null) => (value === null || value === '' ? notSet : String(value));
  const rows: [keyof (typeof catalogueTexts)['catalogue']['dims'], string][] = [
    ['brand', text(d.brand)],
    ['serviceType', d.serviceType ? t(`catalogue.serviceType.${d.serviceType}`) : notSet],
    ['chargingType', text(d.chargingType)],
    ['periodPlan', d.periodPlan ? periodLabel(t, d.periodPlan) : notSet],
    ['networkType', text(d.networkType)],
    ['cdnIncluded', d.cdnIncluded === null ? notSet : t(d.cdnIncluded ? 'catalogue.yes' : 'catalogue.no')],
    ['totalSessions', text(d.totalSessions)],
    ['tvSessions', text(d.tvSessions)],
    ['mobileWebSessions', text(d.mobileWebSessions)],
    ['providerPlatform', text(d.providerPlatform)],
    ['salesArea', text(d.salesArea)],
    ['salesChannel', card.salesChannel ? t(`catalogue.salesChannel.${card.salesChannel}`) : notSet],
    ['currency', card.defaultCurrency],
    ['currencyUnit', text(card.currencyUnit)],
  ];
  return (
    <List header={header ?? t('catalogue.dims.title')} className={styles.section}>
      {rows.map(([key, value]) => (
        <List.Item key={key} extra={<span className={styles.value}>{value}</span>}>
          {t(`catalogue.dims.${key}`)}
        </List.Item>
      ))}
      {card.description ? (
        <List.Item description={<span className={styles.description}>{card.description}</span>}>{t('catalogue.dims.description')}</List.Item>
      ) : null}
    </List>
  );
}

type PictureFieldProps = { id?: string; value: string; onChange: (key: string) => void; label: string; 'aria-invalid'?: true };

/** A picture field: shows the current picture and uploads a new one (POST /api-auth/s3/upload/image/product). */
export function PictureField({ id, value, onChange, label, 'aria-invalid': invalid }: PictureFieldProps) {
  const { t } = useTranslation();
  const { uploadMaxBytes } = useSystemConfig();
  const ownId = useId();
  const inputId = id ?? ownId;
  const upload = useUploadProductImage();
  const uploading = upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!UPLOAD_MIME.image.includes(file.type)) {
      Toast.show({ content: t('catalogue.card.pictureType') });
      return;
    }
    if (!fitsOrShrinks(file, uploadMaxBytes)) {
      Toast.show({ content: t('catalogue.card.pictureTooLarge', { size: Math.round((uploadMaxBytes / 1048576) * 10) / 10 }) });
      return;
    }
    // A failed upload was shown by the api client.
    upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.key) });
  };

  return (
    <div className={styles.pictureField}>
      <CardPicture picture={value || null} name={label} size={72} />
      <label htmlFor={inputId} className={styles.pictureButton} aria-busy={uploading}>
        {uploading ? t('catalogue.card.uploading') : value ? t('catalogue.card.changePicture') : t('catalogue.card.choosePicture')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_MIME.image.join(',')}
        className="visually-hidden"
        aria-label={label}
        aria-invalid={invalid}
        disabled={uploading}
        onChange={onFile}
      />
    </div>
  );
}
