CREATE TABLE "professor_students" (
	"professor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"last_purchase_at" timestamp with time zone NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "professor_students_professor_id_student_id_pk" PRIMARY KEY("professor_id","student_id")
);
--> statement-breakpoint
-- A professor's students kept as purchases happen (docs/decisions/132-a-professors-students-kept-by-triggers.md).
-- Someone is his student who holds an enrolment in one of his courses, a seat of one of his sessions not refunded
-- and not a private class's, one of his live sections, or one of his private classes paid and held (scheduled or
-- completed, or cancelled after some of its sessions: less refunded than paid; `boughtPrivateClass` in
-- modules/dashboards). A professor is never his own student.
--
-- Both functions first take a transaction lock on the (professor, student) pair, so a purchase and a refund of the
-- same pair never interleave: the one that waits reads the other's committed rows (READ COMMITTED: each statement
-- of a function reads what has committed when it starts).
--
-- Adding a purchase: the row created, or its latest purchase moved forward and the course added to its ids.
CREATE FUNCTION masar_professor_student_add(professor integer, student integer, bought_at timestamptz, course integer)
RETURNS void LANGUAGE plpgsql AS $add$
BEGIN
  IF professor IS NULL OR student IS NULL OR professor = student THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(professor, student);
  INSERT INTO professor_students AS ps (professor_id, student_id, last_purchase_at, course_ids)
  VALUES (professor, student, bought_at, CASE WHEN course IS NULL THEN '{}'::integer[] ELSE ARRAY[course] END)
  ON CONFLICT (professor_id, student_id) DO UPDATE SET
    last_purchase_at = greatest(ps.last_purchase_at, excluded.last_purchase_at),
    course_ids = CASE WHEN course IS NULL OR course = ANY (ps.course_ids) THEN ps.course_ids
                      ELSE ps.course_ids || course END;
END
$add$;
--> statement-breakpoint
-- Anything else (a purchase removed, a seat refunded, a private class's state changed): the row rebuilt from the
-- pair's purchases, or removed when none is left.
CREATE FUNCTION masar_professor_student_refresh(professor integer, student integer)
RETURNS void LANGUAGE plpgsql AS $refresh$
DECLARE
  owned integer[];
  latest timestamptz;
BEGIN
  IF professor IS NULL OR student IS NULL OR professor = student THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(professor, student);
  SELECT coalesce(array_agg(e.course_id ORDER BY e.course_id), '{}'), max(e.created_at) INTO owned, latest
    FROM course_enrollments e JOIN courses c ON c.id = e.course_id
   WHERE e.user_id = student AND c.created_by = professor;
  latest := greatest(latest,
    (SELECT max(sp.created_at) FROM live_session_purchases sp JOIN live_sessions s ON s.id = sp.session_id
      WHERE sp.user_id = student AND s.professor_id = professor AND sp.refunded_at IS NULL
        AND s.individual_student_id IS NULL),
    (SELECT max(lp.created_at) FROM live_section_purchases lp JOIN live_sections l ON l.id = lp.section_id
      WHERE lp.user_id = student AND l.professor_id = professor),
    (SELECT max(coalesce(pc.paid_at, pc.created_at)) FROM private_classes pc
      WHERE pc.student_id = student AND pc.professor_id = professor
        AND (pc.status IN ('scheduled', 'completed')
             OR (pc.status = 'cancelled' AND pc.paid_at IS NOT NULL AND pc.refunded < coalesce(pc.total, 0)))));
  IF latest IS NULL THEN
    DELETE FROM professor_students WHERE professor_id = professor AND student_id = student;
  ELSE
    INSERT INTO professor_students (professor_id, student_id, last_purchase_at, course_ids)
    VALUES (professor, student, latest, owned)
    ON CONFLICT (professor_id, student_id) DO UPDATE SET
      last_purchase_at = excluded.last_purchase_at, course_ids = excluded.course_ids;
  END IF;
END
$refresh$;
--> statement-breakpoint
CREATE FUNCTION masar_enrolment_kept() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM masar_professor_student_add((SELECT created_by FROM courses WHERE id = NEW.course_id), NEW.user_id,
                                        NEW.created_at, NEW.course_id);
  ELSE
    PERFORM masar_professor_student_refresh((SELECT created_by FROM courses WHERE id = OLD.course_id), OLD.user_id);
    IF TG_OP = 'UPDATE' AND (NEW.course_id, NEW.user_id) IS DISTINCT FROM (OLD.course_id, OLD.user_id) THEN
      PERFORM masar_professor_student_refresh((SELECT created_by FROM courses WHERE id = NEW.course_id), NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$kept$;
--> statement-breakpoint
CREATE TRIGGER course_enrollments_professor_students AFTER INSERT OR DELETE OR UPDATE OF user_id, course_id, created_at ON course_enrollments
FOR EACH ROW EXECUTE FUNCTION masar_enrolment_kept();
--> statement-breakpoint
CREATE FUNCTION masar_seat_kept() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.refunded_at IS NULL THEN
      PERFORM masar_professor_student_add(
        (SELECT professor_id FROM live_sessions WHERE id = NEW.session_id AND individual_student_id IS NULL),
        NEW.user_id, NEW.created_at, NULL);
    END IF;
  ELSE
    PERFORM masar_professor_student_refresh((SELECT professor_id FROM live_sessions WHERE id = OLD.session_id),
                                            OLD.user_id);
    IF TG_OP = 'UPDATE' AND (NEW.session_id, NEW.user_id) IS DISTINCT FROM (OLD.session_id, OLD.user_id) THEN
      PERFORM masar_professor_student_refresh((SELECT professor_id FROM live_sessions WHERE id = NEW.session_id),
                                              NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$kept$;
--> statement-breakpoint
CREATE TRIGGER live_session_purchases_professor_students AFTER INSERT OR DELETE OR UPDATE OF session_id, user_id, refunded_at, created_at
ON live_session_purchases
FOR EACH ROW EXECUTE FUNCTION masar_seat_kept();
--> statement-breakpoint
CREATE FUNCTION masar_section_purchase_kept() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM masar_professor_student_add((SELECT professor_id FROM live_sections WHERE id = NEW.section_id),
                                        NEW.user_id, NEW.created_at, NULL);
  ELSE
    PERFORM masar_professor_student_refresh((SELECT professor_id FROM live_sections WHERE id = OLD.section_id),
                                            OLD.user_id);
    IF TG_OP = 'UPDATE' AND (NEW.section_id, NEW.user_id) IS DISTINCT FROM (OLD.section_id, OLD.user_id) THEN
      PERFORM masar_professor_student_refresh((SELECT professor_id FROM live_sections WHERE id = NEW.section_id),
                                              NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$kept$;
--> statement-breakpoint
CREATE TRIGGER live_section_purchases_professor_students AFTER INSERT OR DELETE OR UPDATE OF section_id, user_id, created_at
ON live_section_purchases
FOR EACH ROW EXECUTE FUNCTION masar_section_purchase_kept();
--> statement-breakpoint
-- A private class: rebuilt on every change of the columns that decide whether it is a purchase and when.
CREATE FUNCTION masar_private_class_kept() RETURNS trigger LANGUAGE plpgsql AS $kept$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM masar_professor_student_refresh(OLD.professor_id, OLD.student_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
                           AND (NEW.professor_id, NEW.student_id) IS DISTINCT FROM (OLD.professor_id, OLD.student_id)) THEN
    PERFORM masar_professor_student_refresh(NEW.professor_id, NEW.student_id);
  END IF;
  RETURN NULL;
END
$kept$;
--> statement-breakpoint
CREATE TRIGGER private_classes_professor_students
AFTER INSERT OR DELETE OR UPDATE OF professor_id, student_id, status, paid_at, refunded, total, created_at
ON private_classes FOR EACH ROW EXECUTE FUNCTION masar_private_class_kept();
--> statement-breakpoint
-- The students of today's purchases.
INSERT INTO professor_students (professor_id, student_id, last_purchase_at, course_ids)
SELECT b.professor_id, b.student_id, max(b.at),
       coalesce(array_agg(b.course_id ORDER BY b.course_id) FILTER (WHERE b.course_id IS NOT NULL), '{}')
  FROM (SELECT c.created_by AS professor_id, e.user_id AS student_id, e.created_at AS at, e.course_id
          FROM course_enrollments e JOIN courses c ON c.id = e.course_id
        UNION ALL
        SELECT s.professor_id, sp.user_id, sp.created_at, NULL
          FROM live_session_purchases sp JOIN live_sessions s ON s.id = sp.session_id
         WHERE sp.refunded_at IS NULL AND s.individual_student_id IS NULL
        UNION ALL
        SELECT l.professor_id, lp.user_id, lp.created_at, NULL
          FROM live_section_purchases lp JOIN live_sections l ON l.id = lp.section_id
        UNION ALL
        SELECT pc.professor_id, pc.student_id, coalesce(pc.paid_at, pc.created_at), NULL
          FROM private_classes pc
         WHERE pc.status IN ('scheduled', 'completed')
            OR (pc.status = 'cancelled' AND pc.paid_at IS NOT NULL AND pc.refunded < coalesce(pc.total, 0))) b
 WHERE b.professor_id IS NOT NULL AND b.professor_id <> b.student_id
 GROUP BY b.professor_id, b.student_id;
