// The verification code field (4 characters, upper-cased and stripped of spaces as typed: spec
// section 5) with its send button, which counts down until the code may be sent again.
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import type { SendCodeResponse } from '@panel/domain/contract/accounts';
import { LIMITS } from '@panel/domain/constants';
import { upperStrip } from '@panel/domain/validation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { BoundField } from '../../components/form/controlled-field';
import { useTranslation } from 'react-i18next';
import { resendWaitSeconds } from './account-errors';
import { FormField } from '../../components/form/form-field';
import { useCountdown, type Countdown } from '../../components/use-countdown';
import './locales';

/** Resend wait when the answer does not say (the server's default). */
const DEFAULT_RESEND_SECONDS = 60;

/** The code as the server wants it: upper case, no spaces, at most 4 characters. */
export function normalizeCode(typed: string): string {
  return upperStrip(typed).slice(0, LIMITS.VERIFICATION_CODE_LENGTH);
}

type SendCodeButtonProps = {
  countdown: Countdown;
  /** Sends the code; rejects on failure (the caller shows why). */
  onSend: () => Promise<SendCodeResponse>;
  onSent?: (sent: SendCodeResponse) => void;
  onFailure?: (error: unknown) => void;
  disabled?: boolean;
  /** A code went out already (say "send again" rather than "send code"). */
  sentBefore?: boolean;
};

/** "Send code", then "Again in 59 s" … "Send again". A 140029 answer starts the wait it gives. */
export function SendCodeButton({ countdown, onSend, onSent, onFailure, disabled, sentBefore = false }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(sentBefore);
  const sending = useMutation({ mutationFn: onSend });

  const send = () => {
    if (sending.isPending || countdown.running) return;
    sending.mutate(undefined, {
      onSuccess: (answer) => {
        setSent(true);
        countdown.start(answer.resendIn > 0 ? answer.resendIn : DEFAULT_RESEND_SECONDS);
        onSent?.(answer);
      },
      onError: (error) => {
        const wait = resendWaitSeconds(error);
        if (wait > 0) countdown.start(wait);
        onFailure?.(error);
      },
    });
  };

  let label = sent ? t('codeUi.resend') : t('codeUi.send');
  if (countdown.running) label = t('codeUi.resendIn', { seconds: countdown.seconds });
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      className="code-field__send"
      disabled={disabled || countdown.running}
      loading={sending.isPending}
      loadingText={t('codeUi.sending')}
      onClick={send}
    >
      {label}
    </Button>
  );
}

type CodeFieldProps = {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
  /** The send button; omitted when the code was sent by an earlier step and resending is elsewhere. */
  sendButton?: Omit<SendCodeButtonProps, 'countdown'> & { countdown?: Countdown };
  autoFocus?: boolean;
};

export function CodeField({ id, value, onChange, error, hint, sendButton, autoFocus }: CodeFieldProps) {
  const { t } = useTranslation();
  const ownCountdown = useCountdown();
  return (
    <FormField
      id={id}
      label={t('codeUi.label')}
      error={error}
      hint={hint}
      inputExtra={sendButton ? <SendCodeButton {...sendButton} countdown={sendButton.countdown ?? ownCountdown} /> : undefined}
    >
      <Input
        id={id}
        value={value}
        onChange={(typed) => onChange(normalizeCode(typed))}
        placeholder={t('codeUi.placeholder')}
        maxLength={LIMITS.VERIFICATION_CODE_LENGTH + 4}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoFocus={autoFocus}
        aria-label={t('codeUi.label')}
        clearable
      />
    </FormField>
  );
}

type CodeFormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<CodeFieldProps, 'value' | 'onChange' | 'error'> & {
  control: Control<Values, unknown, any>;
  name: Name;
  /** Called after each change (to clear a failure shown elsewhere). */
  onTyped?: () => void;
};

/** A CodeField bound to a field of a react-hook-form form. */
export function CodeFormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  onTyped,
  ...props
}: CodeFormFieldProps<Values, Name>) {
  return (
    <BoundField control={control} name={name}>
      {({ value, onChange, error }) => (
        <CodeField
          {...props}
          value={value}
          onChange={(code) => {
            onChange(code);
            onTyped?.();
          }}
          error={error}
        />
      )}
    </BoundField>
  );
}
