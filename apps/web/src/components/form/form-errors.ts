// How the panel's forms show what is wrong: the first invalid field in the page gets focus and is
// scrolled to the middle of the screen, its message under it and, in a toast, its label and message
// (a long form's field may be far from the Save button); a refusal from the server that names a
// field (`data.field`, spec section 7) lands on that field. Pure helpers, tested on their own.
import type { FieldError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** Error type of a message the server wrote (already in the UI language), as opposed to a text key. */
export const SERVER_ERROR = 'server';

/** The field path a refusal names (`data.field`: 'name', 'tiers.0.minCount' ...), if any. */
export function failureFieldPath(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const field = (error.data as { field?: unknown }).field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** The rule key a refusal names (`data.rule`: 'validation.tooLong' ...), if any. */
export function failureRule(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const rule = (error.data as { rule?: unknown }).rule;
  return typeof rule === 'string' && rule.startsWith('validation.') ? rule : undefined;
}

/**
 * The message of a field error as the screen shows it: a text key is translated, a server message
 * is shown as it came (it is in the request's language already).
 */
export function fieldErrorText(error: Pick<FieldError, 'type' | 'message'> | undefined, translate: (key: string) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR ? error.message : translate(error.message);
}

const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls the first field marked invalid (data-invalid, in page order) to the middle of the screen
 * and focuses its control: the one inside marked aria-invalid (the wrong box of a tier row), else
 * the one with the field's id, else the first focusable one inside. Returns the field's element,
 * or null when none is invalid.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): HTMLElement | null {
  const field = container?.querySelector<HTMLElement>('[data-invalid="true"]') ?? null;
  if (!field) return null;
  field.scrollIntoView?.({ block: 'center' });
  const id = field.dataset.field;
  const control =
    field.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    (id ? field.querySelector<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`) : null) ??
    field.querySelector<HTMLElement>(FOCUSABLE);
  const focusable = control?.matches(FOCUSABLE) ? control : control?.querySelector<HTMLElement>(FOCUSABLE);
  focusable?.focus({ preventScroll: true });
  return field;
}

/**
 * What a toast says about an invalid field (the element focusFirstInvalid returns): its label and
 * its message ('Name: This field is required'), the message alone when the field has no label, or
 * null when it shows no message.
 */
export function invalidFieldSummary(field: HTMLElement): string | null {
  const message = field.querySelector('.form-field__error')?.textContent?.trim();
  if (!message) return null;
  const label = field.querySelector('.form-field__label')?.cloneNode(true) as HTMLElement | undefined;
  // A required mark and the text only screen readers read are no part of the field's name.
  label?.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((node) => node.remove());
  const name = label?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return name ? `${name}: ${message}` : message;
}
