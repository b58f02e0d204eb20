// A read model joins another domain's tables.
import { materials } from '../../db/schema/structure';
import { users } from '../../db/schema/users';

export const tables = { materials, users };
