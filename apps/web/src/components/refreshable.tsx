// Pull to refresh with the panel's own texts (antd-mobile's defaults are Chinese), in plain touch
// events and a CSS transition. antd-mobile's PullToRefresh brings react-spring and use-gesture
// (about 30 KB gzip) onto every list's first load, for a gesture that only comes after it
// (docs/decisions/016).
import { getScrollParent } from 'antd-mobile/es/utils/get-scroll-parent';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './refreshable.css';
import './ui-texts';

/** The head's height while it refreshes, and how far it must be pulled (after damping) to refresh on release. */
const PULL = { headPx: 40, thresholdPx: 60, maxPx: 120, completeMs: 500 } as const;

type Stage = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How far the finger's travel moves the head: half of it at first, easing off towards the most. */
function pulledDistance(travelPx: number): number {
  if (travelPx <= 0) return 0;
  return Math.round(PULL.maxPx * (1 - Math.exp(-travelPx / (2 * PULL.maxPx))));
}

/** How far the list is scrolled down (0 at its top): antd-mobile's own lookup of the element that scrolls it. */
function scrolledBy(element: HTMLElement): number {
  const parent = getScrollParent(element);
  return parent && 'scrollTop' in parent ? parent.scrollTop : window.scrollY;
}

export type RefreshTexts = { pulling: string; canRelease: string; refreshing: string; complete: string };

export function Refreshable({ onRefresh, texts, children }: { onRefresh: () => Promise<unknown>; texts?: RefreshTexts; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [height, setHeight] = useState(0);
  // The listeners are added once: they read the latest refresh through a ref.
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = root.current!;
    let startX = 0;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const settle = () => {
      startY = null;
      pulled = 0;
      setHeight(0);
      setStage('idle');
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]!;
      startX = touch.clientX;
      startY = !busy && event.touches.length === 1 && scrolledBy(element) <= 0 ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const touch = event.touches[0]!;
      const travel = touch.clientY - startY;
      if (pulled === 0 && (travel <= 0 || Math.abs(touch.clientX - startX) > travel)) {
        // Scrolling up the list, or sideways (a strip of chips): not a pull, the page scrolls as usual.
        startY = null;
        return;
      }
      // The pull replaces the browser's own overscroll while it lasts.
      if (event.cancelable) event.preventDefault();
      pulled = pulledDistance(travel);
      setHeight(pulled);
      setStage(pulled >= PULL.thresholdPx ? 'canRelease' : 'pulling');
    };
    const release = async () => {
      if (pulled < PULL.thresholdPx) {
        settle();
        return;
      }
      busy = true;
      setHeight(PULL.headPx);
      setStage('refreshing');
      try {
        await refresh.current();
      } catch {
        // The api client has shown why; the list keeps what it had.
      }
      setStage('complete');
      await new Promise((resolve) => setTimeout(resolve, PULL.completeMs));
      busy = false;
      settle();
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      void release();
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', settle);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', settle);
    };
  }, []);

  const words = texts ?? {
    pulling: t('ui.pull.pulling'),
    canRelease: t('ui.pull.canRelease'),
    refreshing: t('ui.pull.refreshing'),
    complete: t('ui.pull.complete'),
  };
  const dragging = stage === 'pulling' || stage === 'canRelease';
  return (
    <div ref={root} className="refreshable">
      <div className="refreshable__head" style={{ height, transition: dragging ? 'none' : undefined }} aria-hidden={stage === 'idle'}>
        <div className="refreshable__text" role="status">
          {stage === 'idle' ? null : words[stage]}
        </div>
      </div>
      {children}
    </div>
  );
}
