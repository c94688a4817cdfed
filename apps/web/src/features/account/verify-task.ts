// The code step (/me/emailPhoneVerify) of the changes that need one: a new email or phone (the code
// goes to the new address) and turning two-factor on or off (the code goes to the account's own
// address). The screen before sends the first code and passes the task in the router state.
import type { ContactChannel, SecurityInfoResponse, SendCodeResponse } from '@panel/domain/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TextKey } from '../../lib/texts';
import { changeEmail, changePhone, keepSecurityInfo, sendChangeEmailCode, sendChangePhoneCode, sendSecurityCode, setTwoFactor } from './account-api';

export const VERIFY_PATH = '/me/emailPhoneVerify';

type Sent = {
  /** Where the code went (masked or as typed). */
  target: string;
  /** Epoch milliseconds the code was sent at, and the seconds before another may be sent. */
  sentAt: number;
  resendIn: number;
};

export type VerifyTask =
  | ({ kind: 'CHANGE_EMAIL'; email: string } & Sent)
  | ({ kind: 'CHANGE_PHONE'; phone: string; areaCode?: string } & Sent)
  | ({ kind: 'TWO_FACTOR'; enabled: boolean; channel: ContactChannel } & Sent);

const KINDS = ['CHANGE_EMAIL', 'CHANGE_PHONE', 'TWO_FACTOR'];

/** The task of a router state, if it is one. */
export function verifyTaskOf(state: unknown): VerifyTask | null {
  const task = state as Partial<VerifyTask> | null;
  if (!task || !KINDS.includes(String(task.kind)) || typeof task.target !== 'string' || typeof task.sentAt !== 'number') return null;
  return task as VerifyTask;
}

/** The router state for the code step, right after the first code went out. */
export function startVerifyTask<T extends Omit<VerifyTask, keyof Sent>>(task: T, sent: SendCodeResponse, now = Date.now()): T & Sent {
  return { ...task, target: sent.target, sentAt: now, resendIn: sent.resendIn };
}

/** Seconds still to wait before the code may be sent again. */
export function resendWait(task: Sent, now = Date.now()): number {
  return Math.max(0, Math.ceil((task.sentAt + task.resendIn * 1000 - now) / 1000));
}

/** Sends the task's code again. */
export function resendCode(task: VerifyTask): Promise<SendCodeResponse> {
  switch (task.kind) {
    case 'CHANGE_EMAIL':
      return sendChangeEmailCode(task.email);
    case 'CHANGE_PHONE':
      return sendChangePhoneCode(task.phone, task.areaCode);
    case 'TWO_FACTOR':
      return sendSecurityCode('TWO_FACTOR', task.channel);
  }
}

/** True for the changes that also ask for the current login password (a new email or phone). */
export const needsPassword = (task: VerifyTask) => task.kind === 'CHANGE_EMAIL' || task.kind === 'CHANGE_PHONE';

/** Makes the change with the code (and the current login password, for a new email or phone). */
export function completeTask(task: VerifyTask, code: string, password = ''): Promise<SecurityInfoResponse> {
  switch (task.kind) {
    case 'CHANGE_EMAIL':
      return changeEmail(task.email, code, password);
    case 'CHANGE_PHONE':
      return changePhone(task.phone, task.areaCode, code, password);
    case 'TWO_FACTOR':
      return setTwoFactor(task.enabled, task.channel, code);
  }
}

/** Makes the change with the code; keeps the new security info. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, code, password }: { task: VerifyTask; code: string; password?: string }) => completeTask(task, code, password),
    onSuccess: (info) => keepSecurityInfo(queryClient, info),
  });
}

/** The text keys of the task: title and what was done. */
export function taskTexts(task: VerifyTask): { title: TextKey; done: TextKey } {
  switch (task.kind) {
    case 'CHANGE_EMAIL':
      return { title: 'account.verify.titles.CHANGE_EMAIL', done: 'account.verify.done.CHANGE_EMAIL' };
    case 'CHANGE_PHONE':
      return { title: 'account.verify.titles.CHANGE_PHONE', done: 'account.verify.done.CHANGE_PHONE' };
    case 'TWO_FACTOR':
      return task.enabled
        ? { title: 'account.verify.titles.TWO_FACTOR', done: 'account.verify.done.TWO_FACTOR_ON' }
        : { title: 'account.verify.titles.TWO_FACTOR', done: 'account.verify.done.TWO_FACTOR_OFF' };
  }
}
