// Home's greeting: a new user whose nickname is still the one made up from their email's local part
// (or "User" and their phone's last digits) is welcomed without it; a name they gave is used.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import en from '../../locales/en';
import es from '../../locales/es';
import pt from '../../locales/pt';
import { render, type Rendered } from '../../test/render';
import { HomeGreeting } from './home-greeting';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const greeting = async (user: { nickname: string; email: string | null; phone: string | null }) => {
  view = await render(<HomeGreeting user={user} id="greeting" />);
  return view.container.querySelector('h2')!.textContent;
};

describe('the home greeting', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)('in %s: neutral for the nickname made from the email or phone, by name for one the user gave', async (locale, texts) => {
    await changeLocale(locale);
    expect(await greeting({ nickname: 'john.doe', email: 'john.doe@example.com', phone: null })).toBe(texts.home.greetingNeutral);
    view!.unmount();
    expect(await greeting({ nickname: 'User 4321', email: null, phone: '+5511987654321' })).toBe(texts.home.greetingNeutral);
    view!.unmount();
    expect(await greeting({ nickname: 'John', email: 'john.doe@example.com', phone: null })).toBe(texts.home.greeting.replace('{{name}}', 'John'));
    expect(view!.container.textContent).not.toContain('john.doe');
  });
});
