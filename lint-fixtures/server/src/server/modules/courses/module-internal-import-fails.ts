// Another module's file other than its index.ts.
import { debit } from '../points/ledger';

export const take = debit;
