// Another domain's table outside a read model.
import { users } from '../../db/schema/users';

export const table = users;
