import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actAsync, render, type Rendered } from '../test/render';
import { secondsLeft, useCountdown, type Countdown } from './use-countdown';

describe('secondsLeft', () => {
  it('rounds up and stops at 0', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  let view: Rendered | undefined;
  let countdown: Countdown;
  function Probe({ initialSeconds }: { initialSeconds?: number }) {
    countdown = useCountdown({ initialSeconds });
    return <span>{countdown.seconds}</span>;
  }
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => {
    view?.unmount();
    vi.useRealTimers();
  });

  it('counts down once a second from start() to 0', async () => {
    view = await render(<Probe />);
    expect(view.container.textContent).toBe('0');
    await actAsync(() => countdown.start(3));
    expect(view.container.textContent).toBe('3');
    expect(countdown.running).toBe(true);
    await actAsync(() => vi.advanceTimersByTime(1000));
    expect(view.container.textContent).toBe('2');
    await actAsync(() => vi.advanceTimersByTime(2000));
    expect(view.container.textContent).toBe('0');
    expect(countdown.running).toBe(false);
  });

  it('follows the clock when the page slept in the background, and starts from initialSeconds', async () => {
    view = await render(<Probe initialSeconds={60} />);
    expect(view.container.textContent).toBe('60');
    vi.setSystemTime(45_000); // no ticks for 45 s (a throttled tab)
    await actAsync(() => vi.advanceTimersByTime(1000));
    expect(view.container.textContent).toBe('14');
    await actAsync(() => countdown.stop());
    expect(view.container.textContent).toBe('0');
  });
});
