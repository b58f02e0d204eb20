// The demo data goes through a module's public functions, not its internals.
import { debit } from '../modules/points/ledger';

export const take = debit;
