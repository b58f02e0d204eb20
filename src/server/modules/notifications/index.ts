// The notifications module's public API: storing a notification for users and mailing it after the commit.
export {
  allMail,
  listNotifications,
  noMail,
  notify,
  sendLater,
  type MailDelivery,
  type NewNotification,
  type NotificationText,
} from './service';
