// English texts of the notification bell (loaded when the panel speaks English).
const en = {
  notificationBell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications: {{count}} unread',
    labelUnread_other: 'Notifications: {{count}} unread',
  },
};

export default en;
