import type { AppContext } from '../../context';

/** What the private-class services need: the database, events and mail, and where failed mail is logged. */
export type PrivateClassContext = Pick<AppContext, 'db' | 'events' | 'mailer' | 'config'> & {
  logMailError: (error: unknown) => void;
};
