// A long list's first answer: a screenful of rows first, the rest (and the list's end) just after.
import type { Page } from '@panel/domain/contract/envelope';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { waitFor } from '../test/render';
import { PagedList, type PagedQuery } from './paged-list';

type Row = { id: number };

function queryOf(rows: Row[]): PagedQuery<Row> {
  const page: Page<Row> = { list: rows, total: rows.length, pageNum: 1, pageSize: 20 };
  return {
    data: { pages: [page], pageParams: [1] },
    isError: false,
    isFetching: false,
    hasNextPage: false,
    fetchNextPage: () => Promise.resolve({}),
    refetch: () => Promise.resolve({}),
  } as unknown as PagedQuery<Row>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

const rows = () => container!.querySelectorAll('[data-row]').length;

function show(count: number, firstRows?: number) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const items = Array.from({ length: count }, (_, id) => ({ id }));
  act(() =>
    root!.render(
      <PagedList
        query={queryOf(items)}
        renderItem={(row) => (
          <p key={row.id} data-row={row.id}>
            row {row.id}
          </p>
        )}
        emptyTitle="Nothing"
        firstRows={firstRows}
      />,
    ),
  );
}

describe('PagedList', () => {
  it('draws the first rows at once and the others just after', async () => {
    await changeLocale('en');
    show(20, 7);
    expect(rows()).toBe(7);
    // The list's end is not there yet: the few first rows would ask for the next page.
    expect(container!.textContent).not.toContain('That is all');
    await waitFor(() => expect(rows()).toBe(20));
    await waitFor(() => expect(container!.textContent).toContain('That is all'));
  });

  it('draws every row at once when they fit or when no first rows are given', async () => {
    await changeLocale('en');
    show(5, 7);
    expect(rows()).toBe(5);
    act(() => root!.unmount());
    container!.remove();
    show(20);
    expect(rows()).toBe(20);
  });
});
