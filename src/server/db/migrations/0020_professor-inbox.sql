ALTER TABLE "course_comments" ADD COLUMN "professor_id" integer;--> statement-breakpoint
-- A comment carries its course's professor, so that his inbox and his count of comments waiting for him read one
-- index by him instead of every comment on each of his courses (docs/performance.md, "A professor's inbox by its
-- index"). A course's professor (`created_by`) never changes, as migration 0017 assumes too; the copy is made as
-- a comment is written or moved to another course, never by the API.
CREATE FUNCTION masar_comment_professor() RETURNS trigger LANGUAGE plpgsql AS $professor$
BEGIN
  NEW.professor_id := (SELECT created_by FROM courses WHERE id = NEW.course_id);
  RETURN NEW;
END
$professor$;
--> statement-breakpoint
CREATE TRIGGER course_comments_professor BEFORE INSERT OR UPDATE OF course_id, professor_id ON course_comments
  FOR EACH ROW EXECUTE FUNCTION masar_comment_professor();
--> statement-breakpoint
UPDATE course_comments cc SET professor_id = c.created_by FROM courses c WHERE c.id = cc.course_id;--> statement-breakpoint
CREATE INDEX "course_comments_inbox_idx" ON "course_comments" USING btree ("professor_id","answered","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "course_comments"."parent_id" is null;--> statement-breakpoint
DROP INDEX "course_comments_unanswered_idx";
