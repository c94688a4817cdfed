// /me/setPhone — set or change the account's phone, with its country code (a code goes to the new one).
import { ContactScreen } from './contact-form';

export default function SetPhoneScreen() {
  return <ContactScreen channel="PHONE" />;
}
