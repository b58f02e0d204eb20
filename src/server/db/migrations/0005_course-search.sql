-- Course search (docs/decisions/018-course-search.md). masar_fold is the SQL twin of foldSearchText in
-- src/contract/search.ts, built from the same character lists; course-search.test.ts proves they agree. It is
-- IMMUTABLE (translate, replace, regexp_replace, btrim only), so it may also serve expression indexes.
-- pg_trgm was created by migration 0001; repeated here so this file stands on its own.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION masar_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fold$ SELECT btrim(regexp_replace(replace(replace(replace(replace(translate(input, 'أإآٱؤئةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹àâäáãåÀÂÄÁÃÅçÇéèêëÉÈÊËîïíìÎÏÍÌôöóòõÔÖÓÒÕùûüúÙÛÜÚÿýŸÝñÑABCDEFGHIJKLMNOPQRSTUVWXYZ ًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞـ​‌‍‎‏', 'ااااويهي01234567890123456789aaaaaaaaaaaacceeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyynnabcdefghijklmnopqrstuvwxyz '), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), '[ \t\n\r\f\v]+', ' ', 'g'), ' ') $fold$;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_search_title_trgm_idx" ON "courses" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Existing courses: the same fields the courses module folds on every write (title; title, description,
-- professor and catalogue path names).
UPDATE "courses" AS c SET
  "search_title" = masar_fold(c."title"),
  "search_text" = masar_fold(concat_ws(' ',
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
      WHERE ll."id" = c."language_level_id")));
