// Spanish texts of the notification bell (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  notificationBell: {
    label: 'Notificaciones',
    labelUnread_one: 'Notificaciones: {{count}} sin leer',
    labelUnread_other: 'Notificaciones: {{count}} sin leer',
  },
};

export default es;
