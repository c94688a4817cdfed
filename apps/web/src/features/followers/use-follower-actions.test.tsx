// Answering a follow request: accepting is one tap; rejecting asks first, and sends nothing when the
// seller thinks better of it.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens, SELLER } from '../../shared/stock-work/render-screens';
import { waitFor, type Rendered } from '../../test/render';
import { clearPage, press, stubNetwork, text } from '../../test/screen-test-kit';
import en from './locales.en';
import { useFollowerActions } from './use-follower-actions';
import './locales';

const REQUEST = { id: '5d0c8a3e-1f2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Ana' };
let view: Rendered | undefined;
let restore: (() => void) | undefined;
afterEach(() => {
  view?.unmount();
  restore?.();
  clearPage();
});

function Answers() {
  const { answer } = useFollowerActions();
  return (
    <>
      <button type="button" onClick={() => void answer(REQUEST, 'REJECT')}>
        reject it
      </button>
      <button type="button" onClick={() => void answer(REQUEST, 'ACCEPT')}>
        accept it
      </button>
    </>
  );
}

describe('answering a follow request', () => {
  it('asks before rejecting, sends nothing on cancel, and rejects on confirm; accepts at once', async () => {
    await changeLocale('en');
    const sent: string[] = [];
    restore = stubNetwork((url, init) => {
      if (init.method !== 'PUT') return { respCode: 200, data: SELLER };
      sent.push(`${url.pathname}?${url.searchParams}`);
      return { respCode: 200, data: null };
    });
    view = (await renderScreens([{ path: '/', element: <Answers /> }], '/')).view;
    const a = en.followers.actions;

    await press('reject it');
    await waitFor(() => expect(text()).toContain(a.rejectTitle.replace('{{name}}', 'Ana')));
    await press('Cancel');
    await press('accept it');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toContain('action=ACCEPT');

    await press('reject it');
    await waitFor(() => expect(text()).toContain(a.rejectContent.replace('{{name}}', 'Ana')));
    await press(a.rejectConfirm);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toContain('action=REJECT');
    expect(sent[1]).toContain(REQUEST.id);
  });
});
