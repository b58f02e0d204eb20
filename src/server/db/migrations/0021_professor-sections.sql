-- A professor's own sections are read newest first, a page at a time (`GET /professor/live-sections`): the index
-- by professor alone made each page sort all his sections; this one is read backwards in that order and still
-- serves the foreign key (docs/performance.md, "A professor's own sections paged").
DROP INDEX "live_sections_professor_idx";--> statement-breakpoint
CREATE INDEX "live_sections_professor_idx" ON "live_sections" USING btree ("professor_id","created_at","id");