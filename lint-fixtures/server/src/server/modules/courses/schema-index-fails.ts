// The schema index re-exports every domain's tables, so it is another domain's schema too.
import { courses } from '../../db/schema/index';

export const table = courses;
