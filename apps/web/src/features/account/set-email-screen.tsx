// /me/setEmail — set or change the account's email (a code goes to the new one).
import { ContactScreen } from './contact-form';

export default function SetEmailScreen() {
  return <ContactScreen channel="EMAIL" />;
}
