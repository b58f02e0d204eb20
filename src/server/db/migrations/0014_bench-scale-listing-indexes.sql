DROP INDEX "courses_material_status_idx";--> statement-breakpoint
DROP INDEX "courses_language_level_status_idx";--> statement-breakpoint
CREATE INDEX "courses_material_listing_idx" ON "courses" USING btree ("material_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_language_level_listing_idx" ON "courses" USING btree ("language_level_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_created_by_status_idx" ON "courses" USING btree ("created_by","status","created_at","id");--> statement-breakpoint
CREATE INDEX "live_sessions_public_upcoming_idx" ON "live_sessions" USING btree ("scheduled_at","id") WHERE "live_sessions"."is_approved" and "live_sessions"."individual_student_id" is null and "live_sessions"."status" not in ('ended', 'cancelled');