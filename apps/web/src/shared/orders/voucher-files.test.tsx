// The voucher viewer: a picture opens full screen over a backdrop of its own (the mask carries the
// class that makes it opaque), so the page under it does not show through.
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import { privateImageQuery } from './private-file';
import { VoucherFiles } from './voucher-files';

const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
});

describe('the voucher viewer', () => {
  it.each(['en', 'es', 'pt'] as const)('in %s: opens a picture over the opaque backdrop', async (locale) => {
    await changeLocale(locale);
    const client = createQueryClient();
    client.setQueryData(privateImageQuery('voucher/1.png').queryKey, PICTURE);
    view = await render(
      <QueryClientProvider client={client}>
        <VoucherFiles files={[{ key: 'voucher/1.png', contentType: 'image/png', size: 2048 }]} />
      </QueryClientProvider>,
    );
    expect(document.querySelector('.adm-mask')).toBeNull();
    await actAsync(() => document.querySelector<HTMLButtonElement>('.voucher-files__thumb')!.click());
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    expect(document.querySelector('.adm-mask')!.classList.contains('voucher-files__viewer-mask')).toBe(true);
  });
});
