// A copy button's state: copying text, "Copied" on the button for a moment after it worked, and a
// toast when the browser refused (plain http, an old browser without the clipboard).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard';
import { notify } from './notify';

/** How long the button reads "Copied". */
export const COPIED_MS = 2000;

/** `copied` is true for COPIED_MS after `copy` worked. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    if (await copyText(text)) setCopied(true);
    else notify(t('common.copyFailed'));
  };
  return { copied, copy };
}
