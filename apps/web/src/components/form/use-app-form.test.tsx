// The panel's form kit: a domain schema checks the values, an invalid submit focuses the first
// invalid field in page order, scrolls it to the middle and says in a toast what is wrong with it, a
// refusal naming a field lands on it, and unsaved edits hold the page until saved.
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import { notify } from '../notify';
import { ControlledField } from './controlled-field';
import { domainResolver } from './domain-resolver';
import { useAppForm } from './use-app-form';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }),
  count: z.coerce.number().int().min(1, { error: 'validation.quantity' }),
});
type Values = { name: string; count: string };

// The real toast, watched: a toast not asked for is seen at once, not after a wait.
vi.mock('../notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../notify')>();
  return { ...real, notify: vi.fn(real.notify) };
});

const resolver = domainResolver<Values, z.output<typeof Schema>>(Schema, {
  rules: (values) => ({ name: values.name === 'taken' ? 'validation.tooLong' : undefined }),
});

let save: (body: z.output<typeof Schema>) => Promise<unknown>;
let view: Rendered | undefined;
const scrolled: Element[] = [];

function Editor() {
  const form = useAppForm<Values, z.output<typeof Schema>>({ defaultValues: { name: '', count: '' }, resolver });
  const onSubmit = form.submitWith((body) =>
    save(body).then(
      () => form.reset(form.getValues()),
      (error: unknown) => void form.showServerError(error),
    ),
  );
  return (
    <form id={form.formId} onSubmit={onSubmit}>
      <ControlledField control={form.control} name="name" id="f-name" label="Name">
        {(field) => <Input {...field} placeholder="name" />}
      </ControlledField>
      <ControlledField control={form.control} name="count" id="f-count" label="Count">
        {(field) => <Input {...field} placeholder="count" />}
      </ControlledField>
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(async () => {
  await changeLocale('en');
  scrolled.length = 0;
  save = vi.fn(async () => null);
  vi.mocked(notify).mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const router = createMemoryRouter([{ path: '/', element: <Editor /> }]);
  view = await render(<RouterProvider router={router} />);
});
afterEach(() => {
  Toast.clear();
  view?.unmount();
  view = undefined;
});

const input = (placeholder: string) => view!.container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)!;
const alertOf = (placeholder: string) => input(placeholder).closest('.form-field')!.querySelector('[role="alert"]')?.textContent;
async function type(placeholder: string, value: string) {
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(placeholder), value);
    input(placeholder).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? null;
const submit = () => actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
function leavingIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a form of the panel', () => {
  it('focuses the first invalid field in page order, scrolls it to the middle and says what is wrong', async () => {
    await type('count', '0');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    expect(scrolled[0]).toBe(input('name').closest('.form-field'));
    expect(alertOf('name')).toBe(VALIDATION_TEXTS.en['validation.required']);
    expect(alertOf('count')).toBe(VALIDATION_TEXTS.en['validation.quantity']);
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(toastText()).toBe(`Name: ${VALIDATION_TEXTS.en['validation.required']}`));

    await type('name', 'Ana');
    expect(alertOf('name')).toBeUndefined(); // checked again as it is typed
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('count')));
    expect(scrolled.at(-1)).toBe(input('count').closest('.form-field'));
    await waitFor(() => expect(toastText()).toBe(`Count: ${VALIDATION_TEXTS.en['validation.quantity']}`));
  });

  it('says no toast for a field already on screen: it is focused and shows its own message', async () => {
    const onScreen = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 120, width: 360, height: 60 }));
    try {
      await submit();
      await waitFor(() => expect(document.activeElement).toBe(input('name')));
      expect(alertOf('name')).toBe(VALIDATION_TEXTS.en['validation.required']);
      // The toast is asked for (or not) in the same step that focuses the field: it was not.
      expect(notify).not.toHaveBeenCalled();
      expect(toastText()).toBeNull();
    } finally {
      onScreen.mockRestore();
    }
  });

  it('says what is wrong in the language of the panel', async () => {
    await changeLocale('pt');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    await waitFor(() => expect(toastText()).toBe(`Name: ${VALIDATION_TEXTS.pt['validation.required']}`));
  });

  it('lets a rule of the form speak for its field', async () => {
    await type('name', 'taken');
    await type('count', '2');
    await submit();
    await waitFor(() => expect(alertOf('name')).toBe(VALIDATION_TEXTS.en['validation.tooLong']));
  });

  it('hands the schema output to the submit and puts a refusal that names a field on it', async () => {
    save = vi.fn(async () => {
      throw new ApiError(4001, '[4001] Parameter error', { field: 'count', rule: 'validation.quantity' }, 200);
    });
    await type('name', ' Ana ');
    await type('count', '3');
    await submit();
    expect(save).toHaveBeenCalledWith({ name: 'Ana', count: 3 });
    await waitFor(() => expect(alertOf('count')).toBe(VALIDATION_TEXTS.en['validation.quantity']));
    expect(document.activeElement).toBe(input('count'));
  });

  it('shows the refusal message itself when the server names no rule', async () => {
    save = vi.fn(async () => {
      throw new ApiError(60002, 'Too long for the server', { field: 'name' }, 200);
    });
    await type('name', 'Ana');
    await type('count', '3');
    await submit();
    await waitFor(() => expect(alertOf('name')).toBe('Too long for the server'));
  });

  it('holds the page while edits are unsaved, and lets it go once they are saved', async () => {
    expect(leavingIsHeld()).toBe(false);
    await type('name', 'Ana');
    expect(leavingIsHeld()).toBe(true);
    await type('count', '3');
    await submit();
    await waitFor(() => expect(leavingIsHeld()).toBe(false));
  });
});
