ALTER TABLE "course_comments" ADD COLUMN "answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "course_comments_unanswered_idx" ON "course_comments" USING btree ("course_id") WHERE "course_comments"."parent_id" is null and not "course_comments"."answered";--> statement-breakpoint
-- A comment is answered when a reply of its course's professor or of an admin exists
-- (docs/decisions/135-comments-answered-kept-by-triggers.md). The flag is kept as replies are written, removed or
-- moved, and as a user's role changes; the API never writes it.
--
-- The parent is locked first, in a statement of its own: two replies to one comment written at once then take
-- turns, and the one that waits reads, in its next statement, what the other committed (READ COMMITTED: each
-- statement of a function reads what has committed when it starts).
CREATE FUNCTION masar_comment_answer_refresh(comment integer) RETURNS void LANGUAGE plpgsql AS $refresh$
BEGIN
  IF comment IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM course_comments WHERE id = comment FOR UPDATE;
  UPDATE course_comments p SET answered = EXISTS (
      SELECT 1 FROM course_comments r
        JOIN users u ON u.id = r.user_id
        JOIN courses c ON c.id = p.course_id
       WHERE r.parent_id = p.id AND (r.user_id = c.created_by OR u.role = 'admin'))
   WHERE p.id = comment;
END
$refresh$;
--> statement-breakpoint
CREATE FUNCTION masar_comment_reply_kept() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM masar_comment_answer_refresh(OLD.parent_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM masar_comment_answer_refresh(NEW.parent_id); END IF;
  RETURN NULL;
END
$kept$;
--> statement-breakpoint
-- Only a reply's own columns fire it: the flag's update names neither, so it does not fire itself.
CREATE TRIGGER course_comments_reply_kept AFTER INSERT OR DELETE OR UPDATE OF parent_id, user_id ON course_comments
  FOR EACH ROW EXECUTE FUNCTION masar_comment_reply_kept();
--> statement-breakpoint
-- A user made admin, or no longer one: every comment they replied to is looked at again.
CREATE FUNCTION masar_comment_answers_of_user() RETURNS trigger LANGUAGE plpgsql AS $role$
DECLARE
  comment integer;
BEGIN
  FOR comment IN
    SELECT DISTINCT parent_id FROM course_comments WHERE user_id = NEW.id AND parent_id IS NOT NULL ORDER BY parent_id
  LOOP
    PERFORM masar_comment_answer_refresh(comment);
  END LOOP;
  RETURN NULL;
END
$role$;
--> statement-breakpoint
CREATE TRIGGER users_comment_answers_kept AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION masar_comment_answers_of_user();
--> statement-breakpoint
UPDATE course_comments p SET answered = true
 WHERE p.parent_id IS NULL AND EXISTS (
   SELECT 1 FROM course_comments r
     JOIN users u ON u.id = r.user_id
     JOIN courses c ON c.id = p.course_id
    WHERE r.parent_id = p.id AND (r.user_id = c.created_by OR u.role = 'admin'));
