-- The ledger's code, provider reference and live session are null on nearly every row: a sale has none of
-- them. Their indexes now hold only the rows where they are set, so a ledger write no longer adds three index
-- entries for nothing. Uniqueness is unchanged (nulls never conflicted), and every query on them compares the
-- column with `=`, which implies it is set (docs/performance.md, "The ledger's sparse keys indexed where
-- set").
DROP INDEX "point_transactions_live_session_idx";--> statement-breakpoint
DROP INDEX "point_transactions_provider_ref_key";--> statement-breakpoint
DROP INDEX "point_transactions_code_key";--> statement-breakpoint
CREATE INDEX "point_transactions_live_session_idx" ON "point_transactions" USING btree ("live_session_id") WHERE "point_transactions"."live_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_provider_ref_key" ON "point_transactions" USING btree ("provider","provider_ref") WHERE "point_transactions"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_code_key" ON "point_transactions" USING btree ("code_id") WHERE "point_transactions"."code_id" is not null;