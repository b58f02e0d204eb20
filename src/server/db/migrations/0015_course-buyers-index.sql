DROP INDEX "course_enrollments_course_idx";--> statement-breakpoint
CREATE INDEX "course_enrollments_course_buyers_idx" ON "course_enrollments" USING btree ("course_id","created_at","user_id");