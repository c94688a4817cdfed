// react-hook-form as every non-trivial form of the panel uses it (docs/decisions/008): the values are
// checked with the domain's zod schema (a resolver), unsaved edits hold navigation (the dirty state
// feeds useUnsavedChanges), an invalid submit scrolls to and focuses the first invalid field and says
// in a toast what is wrong with it, and a refusal that names a field lands on it.
import { useEffect, useId, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { DURATIONS_MS } from '@panel/domain/constants';
import { notify } from '../notify';
import { failureFieldPath, failureRule, focusFirstInvalid, invalidFieldSummary, SERVER_ERROR } from './form-errors';
import { asTextKey } from '../../lib/texts';

export type AppFormOptions<Values extends FieldValues, Output> = UseFormProps<Values, unknown, Output> & {
  /** Path patterns the screen can go to without asking (a picker it is kept alive across). */
  allow?: readonly string[];
  /** Edits held outside the form's values (users chosen on another screen) that count as unsaved too. */
  dirtyOutside?: boolean;
  /** False for a form whose edits are not worth asking about (a one-time code). */
  guard?: boolean;
  /**
   * The form field a server field path belongs to ('tiers.0.minCount' -> 'rows'); by default the
   * path itself when it is one of the form's fields, else its first segment when that is. A name
   * outside the values (the listing's chosen users) is read from formState.errors by the screen.
   */
  serverField?: (path: string) => string | undefined;
};

export type AppForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** The id to give the <form>: the first invalid field is looked for inside it. */
  formId: string;
  /** A submit handler: checks the values, then calls onValid with the schema's output; focuses the first invalid field otherwise. */
  submitWith: (onValid: (output: Output) => unknown) => (event?: BaseSyntheticEvent) => void;
  /**
   * Puts a refusal on the field the server named (true), or does nothing (false) when it names none
   * of the form's. Its text is the rule the server names, else `text`, else the refusal's message.
   */
  showServerError: (error: unknown, text?: string) => boolean;
  /** After a save: the form no longer counts as unsaved, then `go` runs (leaving does not ask). */
  leaveAfterSave: (go: () => void) => void;
  /** Focuses the first invalid field after the next render. */
  focusInvalid: () => void;
};

function defaultServerField(values: FieldValues) {
  return (path: string): string | undefined => {
    if (Object.hasOwn(values, path)) return path;
    const first = path.split('.')[0];
    return Object.hasOwn(values, first) ? first : undefined;
  };
}

/** Room a pinned action bar takes at the bottom of the screen. */
const ACTION_BAR_PX = 72;

/** Whether an element is laid out and wholly on screen, above a pinned action bar. */
function isInView(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight - ACTION_BAR_PX;
}

export function useAppForm<Values extends FieldValues, Output = Values>({
  allow,
  dirtyOutside = false,
  guard = true,
  serverField,
  ...options
}: AppFormOptions<Values, Output>): AppForm<Values, Output> {
  const { t, i18n } = useTranslation();
  const form = useForm<Values, unknown, Output>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false, ...options });
  const formId = useId();
  const [leaving, setLeaving] = useState<{ go: () => void } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useUnsavedChanges(guard && (form.formState.isDirty || dirtyOutside) && !leaving, { allow });

  useEffect(() => {
    if (focusRequest === 0) return;
    // The fields render their messages in their own updates: look again on the next frames until one shows.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const container = document.getElementById(formId);
      // A field the person already sees shows its own message: the toast is for one scrolled to.
      const seen = isInView(container?.querySelector<HTMLElement>('[data-invalid="true"]'));
      const field = focusFirstInvalid(container);
      if (!field) {
        if (++tries < 10) frame = requestAnimationFrame(attempt);
        return;
      }
      const summary = invalidFieldSummary(field);
      // Low on the screen, above a pinned action bar: the field is in the middle (or, near the top of the form, at the top).
      if (summary && !seen) notify(summary, DURATIONS_MS.WARNING, 'bottom');
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, formId]);

  useEffect(() => {
    leaving?.go();
  }, [leaving]);

  const focusInvalid = () => setFocusRequest((count) => count + 1);

  const showServerError = (error: unknown, text?: string): boolean => {
    const path = failureFieldPath(error);
    const name = path === undefined ? undefined : (serverField ?? defaultServerField(form.getValues()))(path);
    if (name === undefined) return false;
    const rule = failureRule(error);
    const message = rule && i18n.exists(rule) ? t(asTextKey(rule)) : (text ?? (error as Error).message);
    form.setError(name as FieldPath<Values>, { type: SERVER_ERROR, message });
    focusInvalid();
    return true;
  };

  return {
    ...form,
    formId,
    submitWith: (onValid) => (event) => void form.handleSubmit(async (output) => void (await onValid(output)), focusInvalid)(event),
    showServerError,
    leaveAfterSave: (go) => setLeaving({ go }),
    focusInvalid,
  };
}
