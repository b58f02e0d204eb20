import type { Course, CourseSummary } from '../../../../../contract/courses';

/** What every review action receives: the course under review, and what to do once a decision is saved. */
export interface ReviewActionProps {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}
