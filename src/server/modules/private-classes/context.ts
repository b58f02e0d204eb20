import type { AppContext } from '../../context';
import type { MailDelivery } from '../notifications/index';

/** What the private-class services need: the database, events and mail, and how mail goes after the answer. */
export type PrivateClassContext = Pick<AppContext, 'db' | 'events' | 'mailer' | 'config'> & {
  sendLater: (mail: MailDelivery) => void;
};
