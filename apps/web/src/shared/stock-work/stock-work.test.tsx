// The pieces the stock screens share: a card row says its free units and opens only when it may;
// a task's state tag carries the state; the recent page offers a start when there is nothing, lists
// the tasks and leads to all of them and to a new one; a refused record reads as missing and its
// state leads back to the list in place of the screen.
import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { changeLocale } from '../../lib/i18n';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import { RecentTasks } from './recent-tasks';
import { renderScreens } from './render-screens';
import { StockCardRow } from './stock-card-row';
import { isMissingTask, TaskMissing } from './task-missing';
import { TaskRow, TaskStateTag } from './task-row';

const CARD = { id: 'c1', name: 'IPTV 30 days', picture: '', counts: { free: 7 } };
let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
/** Mounts a piece where the panel would: signed in, with the CDN known. */
const mount = async (node: ReactNode) => (await renderScreens([{ path: '/', element: node }], '/')).view;
const button = (name: string) => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;

describe('StockCardRow', () => {
  it('says the free units and what a tap does, and opens the card', async () => {
    const onOpen = vi.fn();
    view = await mount(<StockCardRow card={CARD} free="7 free units" tag={<i>Recharge card</i>} onOpen={onOpen} change="Change" />);
    expect(view.container.querySelector('[data-testid="card-free"]')?.textContent).toBe('7 free units');
    const row = view.container.querySelector<HTMLButtonElement>('button[data-card="c1"]')!;
    expect(row.textContent).toBe('IPTV 30 daysRecharge card7 free unitsChange');
    await actAsync(() => row.click());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is not a button without a way to open it, and says nothing of free units it does not know', async () => {
    view = await mount(<StockCardRow card={{ ...CARD, counts: undefined }} />);
    expect(view.container.querySelector('button')).toBeNull();
    expect(view.container.querySelector('[data-testid="card-free"]')).toBeNull();
    expect(view.container.textContent).toBe('IPTV 30 days');
  });

  it('cannot be picked when disabled', async () => {
    const onOpen = vi.fn();
    view = await mount(<StockCardRow card={CARD} free="0 free units" onOpen={onOpen} disabled />);
    const row = view.container.querySelector<HTMLButtonElement>('button[data-card="c1"]')!;
    expect(row.disabled).toBe(true);
    await actAsync(() => row.click());
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('TaskRow', () => {
  it('shows the card, the state in the words given and what the feature adds, and opens the task', async () => {
    const onOpen = vi.fn();
    view = await mount(
      <TaskRow taskId="t1" name="IPTV 30 days" state={<TaskStateTag state="RUNNING" label="Generating" />} onOpen={onOpen}>
        <span>20 of 50</span>
      </TaskRow>,
    );
    const row = view.container.querySelector<HTMLButtonElement>('button[data-task="t1"]')!;
    expect(row.querySelector('[data-state="RUNNING"]')?.textContent).toBe('Generating');
    expect(row.textContent).toBe('IPTV 30 daysGenerating20 of 50');
    await actAsync(() => row.click());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

type Item = { id: string; name: string };
function Recent({ list }: { list: Item[] }) {
  const query = useQuery({ queryKey: ['recent', list.length], queryFn: () => Promise.resolve({ list }) });
  return (
    <RecentTasks
      query={query}
      title="Recent"
      backTo="/work"
      empty={{ title: 'Nothing yet', text: 'Start one' }}
      start={{ label: 'New', to: '/work' }}
      all={{ label: 'All', to: '/work/list' }}
      listId="recent-items"
      row={(item) => <p key={item.id}>{item.name}</p>}
    />
  );
}

describe('RecentTasks', () => {
  it('offers a new task when there is none', async () => {
    await changeLocale('en');
    let router;
    ({ view, router } = await renderScreens([{ path: '/work/recent', element: <Recent list={[]} /> }], '/work/recent'));
    await waitFor(() => expect(view!.container.querySelector('[data-testid="recent-empty"]')?.textContent).toContain('Nothing yet'));
    expect(view.container.querySelector('[data-testid="recent-items"]')).toBeNull();
    await actAsync(() => button('New').click());
    expect(router.state.location.pathname).toBe('/work');
  });

  it('lists the tasks, then leads to all of them and to a new one', async () => {
    await changeLocale('en');
    let router;
    ({ view, router } = await renderScreens(
      [
        {
          path: '/work/recent',
          element: (
            <Recent
              list={[
                { id: '1', name: 'First' },
                { id: '2', name: 'Second' },
              ]}
            />
          ),
        },
      ],
      '/work/recent',
    ));
    await waitFor(() => expect(view!.container.querySelector('[data-testid="recent-items"]')?.textContent).toBe('FirstSecond'));
    expect(view.container.querySelector('[data-testid="recent-empty"]')).toBeNull();
    await actAsync(() => button('All').click());
    expect(router.state.location.pathname).toBe('/work/list');
  });
});

describe('TaskMissing', () => {
  it('reads 150004 and a bad id as missing, a failed load not', () => {
    expect(isMissingTask(new ApiError(ERROR_CODES.ORDER_ACCESS_DENIED, 'm'))).toBe(true);
    expect(isMissingTask(new ApiError(ERROR_CODES.PARAM_ERROR, 'm'))).toBe(true);
    expect(isMissingTask(new ApiError(ERROR_CODES.NETWORK, 'm'))).toBe(false);
    expect(isMissingTask(new Error('m'))).toBe(false);
  });

  it('leads back to the list in place of the screen', async () => {
    let router;
    ({ view, router } = await renderScreens(
      [
        { path: '/work/list', element: <p>list</p> },
        {
          path: '/work/detail',
          element: <TaskMissing testId="work-missing" title="Not found" text="Gone" back={{ label: 'Back to the list', to: '/work/list' }} />,
        },
      ],
      '/work/detail',
    ));
    expect(view.container.querySelector('[data-testid="work-missing"]')?.textContent).toContain('Not found');
    await actAsync(() => button('Back to the list').click());
    expect(router.state.location.pathname).toBe('/work/list');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
