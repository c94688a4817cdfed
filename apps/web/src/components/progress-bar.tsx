// A thin bar at the top of the screen while any request is in flight (no nprogress needed).
import { useSyncExternalStore } from 'react';
import { progress } from '../lib/progress';
import './progress-bar.css';

export function ProgressBar() {
  const active = useSyncExternalStore(progress.subscribe, progress.isActive, () => false);
  return <div className="progress-bar" data-state={active ? 'running' : 'idle'} role="presentation" aria-hidden="true" />;
}
