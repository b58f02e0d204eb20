-- Course search after a rename (docs/decisions/018-course-search.md). A course's search_text folds its
-- professor's name and its catalogue path's names; the courses module refreshes it on every write of the course,
-- but a professor, material, year, level, speciality, language or language level renamed (or a year, material
-- or speciality moved) changes the text of courses it never wrote. These triggers refold exactly those courses,
-- in the same transaction as the rename, with one UPDATE each, whichever module or script made the change.
CREATE OR REPLACE FUNCTION masar_course_search_text(course_id integer) RETURNS text
LANGUAGE sql STABLE
AS $text$ SELECT masar_fold(concat_ws(' ',
    c."title",
    c."description",
    (SELECT u."name" FROM "users" u WHERE u."id" = c."created_by"),
    (SELECT concat_ws(' ', l."name", y."name", s."name", m."name")
       FROM "materials" m
       JOIN "years" y ON y."id" = m."year_id"
       JOIN "levels" l ON l."id" = y."level_id"
       LEFT JOIN "specialities" s ON s."id" = m."speciality_id"
      WHERE m."id" = c."material_id"),
    (SELECT concat_ws(' ', lg."name", ll."name")
       FROM "language_levels" ll
       JOIN "languages" lg ON lg."id" = ll."language_id"
      WHERE ll."id" = c."language_level_id")))
  FROM "courses" c WHERE c."id" = course_id $text$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION masar_refold_course_search() RETURNS trigger
LANGUAGE plpgsql
AS $refold$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id") WHERE "created_by" = NEW."id";
  ELSIF TG_TABLE_NAME = 'materials' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id") WHERE "material_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'years' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id")
     WHERE "material_id" IN (SELECT "id" FROM "materials" WHERE "year_id" = NEW."id");
  ELSIF TG_TABLE_NAME = 'specialities' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id")
     WHERE "material_id" IN (SELECT "id" FROM "materials" WHERE "speciality_id" = NEW."id");
  ELSIF TG_TABLE_NAME = 'levels' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id")
     WHERE "material_id" IN (SELECT m."id" FROM "materials" m JOIN "years" y ON y."id" = m."year_id"
                              WHERE y."level_id" = NEW."id");
  ELSIF TG_TABLE_NAME = 'language_levels' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id") WHERE "language_level_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'languages' THEN
    UPDATE "courses" SET "search_text" = masar_course_search_text("id")
     WHERE "language_level_id" IN (SELECT "id" FROM "language_levels" WHERE "language_id" = NEW."id");
  END IF;
  RETURN NULL;
END
$refold$;--> statement-breakpoint
CREATE TRIGGER "users_refold_course_search" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "materials_refold_course_search" AFTER UPDATE OF "name", "year_id", "speciality_id" ON "materials"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."year_id" IS DISTINCT FROM NEW."year_id"
                     OR OLD."speciality_id" IS DISTINCT FROM NEW."speciality_id")
  EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "years_refold_course_search" AFTER UPDATE OF "name", "level_id" ON "years"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."level_id" IS DISTINCT FROM NEW."level_id")
  EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "specialities_refold_course_search" AFTER UPDATE OF "name" ON "specialities"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "levels_refold_course_search" AFTER UPDATE OF "name" ON "levels"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "language_levels_refold_course_search" AFTER UPDATE OF "name", "language_id" ON "language_levels"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."language_id" IS DISTINCT FROM NEW."language_id")
  EXECUTE FUNCTION masar_refold_course_search();--> statement-breakpoint
CREATE TRIGGER "languages_refold_course_search" AFTER UPDATE OF "name" ON "languages"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION masar_refold_course_search();
