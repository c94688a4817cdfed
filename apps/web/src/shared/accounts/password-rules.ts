// Rules of the password forms that their schemas leave for last (zod checks that two fields agree
// only once every field passes): said at once, the way the screen reads.
import type { FormRules } from '../../components/form/domain-resolver';

type PasswordPair = { password: string; confirmPassword: string };

/** "The two passwords are inconsistent" on confirmPassword when both are typed and differ (unless it has another failure). */
export const passwordMismatch: FormRules<PasswordPair> = (values, found) => ({
  confirmPassword:
    !found.confirmPassword && values.password && values.confirmPassword && values.password !== values.confirmPassword
      ? 'validation.passwordMismatch'
      : undefined,
});
