// The invite link of the seller's store (loaded by the shell), with copy, share and its QR code.
import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import '../../lib/antd-react19';
import { notify } from '../../components/notify';
import { useInviteLink } from '../../lib/boot-queries';
import { copyText } from '../../lib/clipboard';
import { shareLink } from './invite-share';
import styles from './store-settings-screen.module.css';
import './locales';

/** The section's id: /setting/store#invite opens the screen at the invite link (the seller guide's "invite resellers"). */
export const INVITE_SECTION_ID = 'invite';

/** The QR code as an image address (an SVG data URL), drawn in the browser by uqr. */
export function qrCodeSource(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 }))}`;
}

export function InviteCard({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  const invite = useInviteLink();
  const link = invite.data;
  const qr = useMemo(() => (link ? qrCodeSource(link) : null), [link]);

  const onCopy = async () => {
    if (!link) return;
    const copied = await copyText(link);
    notify(copied ? t('storeSettings.linkCopied') : t('storeSettings.copyFailed'));
  };
  const onShare = async () => {
    if (!link) return;
    const outcome = await shareLink(link, {
      title: t('storeSettings.shareTitle', { store: storeName }),
      text: t('storeSettings.shareText', { store: storeName }),
    });
    if (outcome === 'copied') notify(t('storeSettings.linkCopied'));
    if (outcome === 'failed') notify(t('storeSettings.copyFailed'));
  };

  let body;
  if (link && qr) {
    body = (
      <>
        <img className={styles.qr} src={qr} alt={t('storeSettings.qrAlt')} width={176} height={176} data-testid="invite-qr" />
        <p className={styles.inviteLink} data-testid="invite-link">
          {link}
        </p>
        <div className={styles.inviteActions}>
          <Button color="primary" fill="outline" onClick={() => void onCopy()}>
            {t('storeSettings.copyLink')}
          </Button>
          <Button color="primary" onClick={() => void onShare()}>
            {t('storeSettings.share')}
          </Button>
        </div>
      </>
    );
  } else if (invite.isFetching) {
    body = <p className={styles.inviteNote}>{t('storeSettings.inviteLoading')}</p>;
  } else {
    body = (
      <div className={styles.inviteNote}>
        <p>{t('storeSettings.inviteFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void invite.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section id={INVITE_SECTION_ID} className={styles.card} aria-labelledby="store-invite-title">
      <h3 id="store-invite-title" className={styles.cardTitle}>
        {t('storeSettings.inviteHeader')}
      </h3>
      <p className={styles.cardHint}>{t('storeSettings.inviteHint')}</p>
      {body}
    </section>
  );
}
