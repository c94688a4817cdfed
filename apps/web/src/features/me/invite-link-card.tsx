// The invite link of me (loaded by the shell after the start-up data): the link, copy, share and
// its QR code, drawn in the browser. A failed load is only logged, nothing shows (spec section 8).
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { useNearView } from '../../components/use-near-view';
import { notify } from '../../components/notify';
import { useInviteLink } from '../../lib/boot-queries';
import './invite-link-card.css';
import './locales';

/** The QR code of a text as an image address (an SVG data URL). */
export function qrImage(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 }))}`;
}

type ClipboardLike = { clipboard?: Pick<Clipboard, 'writeText'> };
type ShareLike = ClipboardLike & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyToClipboard(text: string, nav: ClipboardLike = navigator): Promise<boolean> {
  try {
    if (!nav.clipboard) return false;
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Opens the system share sheet; without one (or when it fails) copies the link. */
export async function shareInvite(
  link: string,
  texts: { title: string; text: string },
  nav: ShareLike = navigator,
): Promise<'shared' | 'cancelled' | 'copied' | 'failed'> {
  const data: ShareData = { title: texts.title, text: texts.text, url: link };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error | undefined)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyToClipboard(link, nav)) ? 'copied' : 'failed';
}

export function InviteLinkCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const invite = useInviteLink();
  const link = invite.data;
  // The card is below the fold: its QR code (tens of milliseconds of drawing on a phone) is drawn
  // when it comes near the screen, not while the screen first loads.
  const [qrRef, qrNearView] = useNearView<HTMLImageElement>();
  const qr = useMemo(() => (link && qrNearView ? qrImage(link) : undefined), [link, qrNearView]);

  const onCopy = async () => {
    if (!link) return;
    notify((await copyToClipboard(link)) ? t('common.copied') : t('common.copyFailed'));
  };
  const onShare = async () => {
    if (!link) return;
    const outcome = await shareInvite(link, { title: t('inviteCard.shareTitle'), text: t('inviteCard.shareText') });
    if (outcome === 'copied') notify(t('common.copied'));
    if (outcome === 'failed') notify(t('common.copyFailed'));
  };

  let body;
  if (link) {
    body = (
      <div className="invite-card">
        <img ref={qrRef} className="invite-card__qr" src={qr} alt={t('inviteCard.qrAlt')} width={148} height={148} data-testid="me-invite-qr" />
        <div className="invite-card__side">
          <p className="invite-card__link" data-testid="me-invite-link">
            {link}
          </p>
          <div className="invite-card__actions">
            <Button size="small" color="primary" fill="outline" onClick={() => void onCopy()}>
              {t('common.copy')}
            </Button>
            <Button size="small" color="primary" onClick={() => void onShare()}>
              {t('inviteCard.share')}
            </Button>
          </div>
        </div>
      </div>
    );
  } else if (invite.isFetching) {
    body = <p className="invite-card__note">{t('me.inviteLinkLoading')}</p>;
  } else {
    return null; // a failed load is only logged (spec section 8)
  }
  return (
    <List header={t('me.inviteLink')} className={className}>
      <List.Item description={t('me.inviteLinkHint')}>{body}</List.Item>
    </List>
  );
}
