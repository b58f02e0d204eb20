CREATE INDEX "live_sessions_scheduled_idx" ON "live_sessions" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "live_sessions_approval_scheduled_idx" ON "live_sessions" USING btree ("is_approved","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "quizzes_created_idx" ON "quizzes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "private_classes_created_idx" ON "private_classes" USING btree ("created_at","id");