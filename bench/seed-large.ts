import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courseBlocks, courses, courseSections } from '../src/server/db/schema/courses';
import {
  languageLevels,
  languages,
  levels,
  materials,
  specialities,
  years,
} from '../src/server/db/schema/structure';
import { users } from '../src/server/db/schema/users';

export interface LargeDataSet {
  adminId: number;
  professorIds: number[];
  materialIds: number[];
  courseIds: number[];
  studentIds: number[];
}

/**
 * A catalogue the size of a national platform: thousands of materials, users and courses, inserted in bulk
 * (set-based SQL, not one round trip per row). Every user shares one password hash: hashing is not measured.
 */
export async function seedLarge(
  db: Db,
  passwordHash: string,
  size: { users: number; materialsPerYear: number; courses: number; ledgerRows?: number } = {
    users: 20_000,
    materialsPerYear: 60,
    courses: 5_000,
  },
): Promise<LargeDataSet> {
  const [admin] = await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'bench-admin@masar.dz', passwordHash, role: 'admin' })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'User ' || g, 'user' || g || '@bench.dz', ${passwordHash},
           (case when g % 50 = 0 then 'professor' else 'student' end)::user_role,
           -- Sign-up times spread over the names (a fixed permutation): real names do not follow sign-up
           -- order, and a search benchmark on names that did would measure that correlation, not the search.
           now() - (((g * 7919) % ${size.users}) || ' minutes')::interval
    from generate_series(1, ${size.users}) g`);
  const professorIds = (
    await db.execute<{ id: number }>(sql`select id from users where role = 'professor' order by id`)
  ).rows.map((r) => Number(r.id));

  const levelRows = await db
    .insert(levels)
    .values([{ name: 'Primaire' }, { name: 'Moyen' }, { name: 'Secondaire' }])
    .returning();
  const yearRows = await db
    .insert(years)
    .values(levelRows.flatMap((l) => [1, 2, 3, 4, 5].map((n) => ({ name: `${l.name} ${n}`, levelId: l.id }))))
    .returning();
  const specRows = await db
    .insert(specialities)
    .values(yearRows.flatMap((y) => [1, 2, 3].map((n) => ({ name: `Filière ${n}`, yearId: y.id }))))
    .returning();
  await db.insert(materials).values(
    specRows.flatMap((s) =>
      Array.from({ length: size.materialsPerYear / 3 }, (_, i) => ({
        name: `Matière ${i}`,
        yearId: s.yearId,
        specialityId: s.id,
        price: 1000 + i * 10,
      })),
    ),
  );
  const materialIds = (await db.select({ id: materials.id }).from(materials)).map((r) => r.id);
  const langs = await db
    .insert(languages)
    .values(['fr', 'en', 'es', 'de', 'it', 'tr'].map((code) => ({ name: code.toUpperCase(), code })))
    .returning();
  await db
    .insert(languageLevels)
    .values(
      langs.flatMap((l) =>
        ['A1', 'A2', 'B1', 'B2', 'C1'].map((name, order) => ({ name, languageId: l.id, order })),
      ),
    );

  const profs = `{${professorIds.join(',')}}`;
  const mats = `{${materialIds.join(',')}}`;
  await db.execute(sql`
    insert into courses (title, description, created_by, status, material_id, created_at)
    select 'Cours ' || g, 'Description du cours ' || g,
           (${profs}::int[])[1 + g % ${professorIds.length}],
           (case when g % 10 = 0 then 'pending' else 'approved' end)::course_status,
           (${mats}::int[])[1 + g % ${materialIds.length}],
           now() - (g || ' minutes')::interval
    from generate_series(1, ${size.courses}) g`);
  await db.execute(sql`
    insert into ${courseSections} (course_id, position, title)
    select c.id, s, 'Section ' || s from ${courses} c cross join generate_series(0, 2) s`);
  await db.execute(sql`
    insert into ${courseBlocks} (section_id, course_id, position, type, title, content)
    select s.id, s.course_id, b, 'text', 'Bloc ' || b, 'Contenu'
    from ${courseSections} s cross join generate_series(0, 3) b`);
  const courseIds = (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(sql`${courses.status} = 'approved'`)
      .orderBy(courses.id)
  ).map((r) => r.id);
  // Every student starts with a large balance, written as the ledger would (wallet plus adjustment row).
  await db.execute(sql`
    insert into wallets (user_id, balance) select id, 100000000 from users where role = 'student'`);
  await db.execute(sql`
    insert into point_transactions (user_id, kind, status, amount, balance_after, description, completed_at)
    select id, 'adjustment', 'completed', 100000000, 100000000, 'bench funding', now() from users where role = 'student'`);
  // Ledger history up to `ledgerRows` rows: pairs of +100 / −100 per student, so every wallet still equals the
  // sum of its completed rows.
  const funded = Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from point_transactions`)).rows[0]!.n,
  );
  const pairs = Math.max(0, Math.floor(((size.ledgerRows ?? 0) - funded) / 2));
  if (pairs > 0) {
    await db.execute(sql`
      with students as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from users where role = 'student'
      )
      insert into point_transactions (user_id, kind, status, amount, balance_after, description, completed_at, created_at)
      select s.id, 'adjustment', 'completed', sign.amount, 100000000 + greatest(sign.amount, 0), 'bench history',
             now() - ((g * 2 + sign.k) || ' seconds')::interval, now() - ((g * 2 + sign.k) || ' seconds')::interval
      from generate_series(0, ${pairs - 1}) g
      join students s on s.n = g % s.total
      cross join (values (100, 1), (-100, 0)) as sign(amount, k)`);
  }
  const studentIds = (
    await db.execute<{ id: number }>(sql`select id from users where role = 'student' order by id limit 2000`)
  ).rows.map((r) => Number(r.id));
  // The last bench student owns a page of courses ("my courses", a course page with access).
  const reader = studentIds[studentIds.length - 1]!;
  await db.execute(sql`
    insert into course_enrollments (user_id, course_id)
    select ${reader}, id from courses where status = 'approved' order by id desc limit 20`);
  return { adminId: admin!.id, professorIds, materialIds, courseIds, studentIds };
}
