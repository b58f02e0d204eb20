// Another module through its index.ts, and the module's own tables.
import { courses } from '../../db/schema/courses';
import { refundCourseBuyers } from '../points/index';
import { getCourseRow } from './access';

export const uses = { courses, refundCourseBuyers, getCourseRow };
