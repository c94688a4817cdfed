// What shows while a screen's data or code loads: grey placeholders in the shape of what is coming
// (the antd-mobile skeleton look), not a spinner, so the page does not jump when it arrives.
// `detail` (the default): a heading with a picture, a paragraph and a few rows; `list`: rows with a
// picture and two lines. Pure CSS, so the first chunk does not need antd-mobile's components.
import { useTranslation } from 'react-i18next';
import './page-loading.css';

type PageLoadingProps = {
  /** Said to screen readers (and read by tests); the placeholders say it to the eye. */
  label?: string;
  variant?: 'detail' | 'list';
  /** Rows of the list variant. */
  rows?: number;
};

const bar = (className: string, key?: number) => <span key={key} className={`page-skeleton__block ${className}`} />;

/** One row of a list: a round picture and two lines of text. */
function SkeletonRow() {
  return (
    <span className="page-skeleton__row">
      {bar('page-skeleton__avatar')}
      <span className="page-skeleton__lines">
        {bar('page-skeleton__line page-skeleton__line--title')}
        {bar('page-skeleton__line page-skeleton__line--short')}
      </span>
    </span>
  );
}

export function SkeletonRows({ rows = 6 }: { rows?: number }) {
  return (
    <span className="page-skeleton__rows">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} />
      ))}
    </span>
  );
}

export function PageLoading({ label, variant = 'detail', rows }: PageLoadingProps) {
  const { t } = useTranslation();
  return (
    <div className={`page-loading page-skeleton page-skeleton--${variant}`} role="status" aria-live="polite" aria-busy="true" data-loading="true">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {variant === 'detail' ? (
        <>
          <span className="page-skeleton__head">
            {bar('page-skeleton__avatar page-skeleton__avatar--large')}
            <span className="page-skeleton__lines">
              {bar('page-skeleton__line page-skeleton__line--heading')}
              {bar('page-skeleton__line page-skeleton__line--short')}
            </span>
          </span>
          <span className="page-skeleton__paragraph">{[0, 1, 2].map((index) => bar('page-skeleton__line', index))}</span>
          <SkeletonRows rows={rows ?? 3} />
        </>
      ) : (
        <SkeletonRows rows={rows ?? 6} />
      )}
    </div>
  );
}
