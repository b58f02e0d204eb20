// The courses module's public API: what other modules may use of courses.
export {
  assertContentAccess,
  COURSE_NOT_FOUND,
  courseAccess,
  courseAccessFrom,
  courseWithAccess,
  fileGrantViewer,
  getBlockFile,
  getCourseRow,
  type CourseAccess,
  type CourseRow,
} from './access';
export { COURSE_FOLDER, COVER_FOLDER, setCover, submitCourse } from './authoring';
export type { UploadedFile } from './block-plan';
export { cataloguePaths, registerCataloguePaths } from './catalogue-paths.read-model';
export { courseReadCache, getCourse, isSectionOf, type CourseReadCache } from './course-detail';
export {
  getCourseForPurchase,
  getCourseSummaries,
  translatedPaths,
  getCourseSummary,
  resolveCoursePrice,
} from './course-summary.read-model';
export { approveCourse, pendingCoursesCount, rejectCourse, setLanguageCoursePrice } from './review';
