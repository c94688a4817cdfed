// A failed load. Something that is not there for the caller (it does not exist, or it is not
// theirs: the server answers both alike) says so, with a way back; a failure to reach the server
// says that, with a way to try again.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isMissingError } from '../lib/api-client';

type PageErrorProps = {
  title?: string;
  description?: string;
  /** The failure: a "not there, or not yours" answer is shown as such, never as a connection problem. */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
};

const boxStyle = {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '48px 24px',
  textAlign: 'center',
} as const;
const buttonStyle = { marginTop: 24, minWidth: 160 };

export function PageError({ title, description, error, onRetry, retrying }: PageErrorProps) {
  const { t } = useTranslation();
  if (isMissingError(error)) return <PageMissing />;
  return (
    <div role="alert" style={boxStyle}>
      <ErrorBlock status="disconnected" title={title ?? t('common.loadFailed')} description={description ?? ''} />
      {onRetry ? (
        <Button color="primary" fill="outline" loading={retrying} onClick={onRetry} style={buttonStyle}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Not there for the caller: nothing to try again, a way back (home when the page was opened directly). */
function PageMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => (window.history.state?.idx > 0 ? void navigate(-1) : void navigate('/home', { replace: true }));
  return (
    <div role="alert" style={boxStyle}>
      <ErrorBlock status="empty" title={t('common.missingTitle')} description={t('common.missingText')} />
      <Button color="primary" fill="outline" onClick={back} style={buttonStyle}>
        {t('common.back')}
      </Button>
    </div>
  );
}
