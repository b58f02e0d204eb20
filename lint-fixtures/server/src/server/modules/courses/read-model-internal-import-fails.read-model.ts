// A read model may join other tables, but still reaches another module only through its index.ts.
import { getTransaction } from '../points/transactions.read-model';

export const read = getTransaction;
