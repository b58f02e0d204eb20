DROP INDEX "point_transactions_kind_status_idx";--> statement-breakpoint
CREATE INDEX "point_transactions_kind_status_idx" ON "point_transactions" USING btree ("kind","status","created_at","id");