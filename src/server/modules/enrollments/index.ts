// The enrollments module's public API: who owns which course.
export {
  COURSE_ALREADY_PURCHASED,
  courseBuyerIds,
  enroll,
  enrollFromDebit,
  isAlreadyPurchased,
  isEnrolled,
  listEnrollments,
  lockCourseBuyers,
  ownsCourse,
  removeCourseEnrollments,
  type Enrollment,
} from './service';
