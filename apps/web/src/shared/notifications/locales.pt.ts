// Portuguese texts of the notification bell (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  notificationBell: {
    label: 'Notificações',
    labelUnread_one: 'Notificações: {{count}} não lida',
    labelUnread_other: 'Notificações: {{count}} não lidas',
  },
};

export default pt;
