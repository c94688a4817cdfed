// Asks before leaving a screen with unsaved edits (spec section 2): in-app navigation is held by
// react-router's blocker and confirmed with an antd-mobile dialog; reloading or closing the tab
// gets the browser's own beforeunload prompt.
import Dialog from 'antd-mobile/es/components/dialog';
import './antd-react19';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useBlocker, type BlockerFunction } from 'react-router';

export type UnsavedChangesTexts = { title: string; content: string; confirmText: string; cancelText: string };

export type UnsavedChangesOptions = {
  /** Path patterns that can be visited without asking (e.g. a picker the screen is kept alive across). */
  allow?: readonly string[];
  /** Resolves true to leave; defaults to an antd-mobile Dialog.confirm. */
  confirm?: (texts: UnsavedChangesTexts) => Promise<boolean>;
};

const confirmWithDialog = ({ title, content, confirmText, cancelText }: UnsavedChangesTexts) => Dialog.confirm({ title, content, confirmText, cancelText });

/** Holds navigation away while dirty is true, until the user confirms leaving. */
export function useUnsavedChanges(dirty: boolean, { allow = [], confirm = confirmWithDialog }: UnsavedChangesOptions = {}) {
  const { t } = useTranslation();

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname && !allow.some((pattern) => matchPath({ path: pattern, end: true }, nextLocation.pathname));
  const blocker = useBlocker(shouldBlock);

  const ask = useEffectEvent(() => {
    void confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      confirmText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
    }).then((leave) => (leave ? blocker.proceed?.() : blocker.reset?.()));
  });
  useEffect(() => {
    if (blocker.state === 'blocked') ask();
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // NOTE: older Safari and Chrome only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
