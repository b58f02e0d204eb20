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
import { encodeCursor } from '../src/server/db/pagination';
import { DEFAULT_PROFESSOR_SHARE } from '../src/server/modules/points/ledger';

export interface LargeDataSet {
  adminId: number;
  professorIds: number[];
  materialIds: number[];
  courseIds: number[];
  studentIds: number[];
  /** A course the reading student owns, with approved quizzes. */
  quizCourseId: number;
  /** The professor with the most quizzes (500 at 100,000 courses, 2 at 5,000). */
  quizProfessorId: number;
  /** An approved live section (with its sessions) and a professor with a public profile and sessions. */
  liveSectionId: number;
  profileProfessorId: number;
  /** The middle approved course (the `course` scenario's), with forty comments, thirty rated, two replies each. */
  commentedCourseId: number;
  /** Keyset pages (decision 122): cursors half-way down the course list and the ledger, 20 rows a page. */
  keyset: DeepCursors;
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
           (case when g % 10 = 5 then 'pending' else 'approved' end)::course_status,
           (${mats}::int[])[1 + g % ${materialIds.length}],
           now() - (g || ' minutes')::interval
    from generate_series(1, ${size.courses}) g`);
  await db.execute(sql`
    insert into ${courseSections} (course_id, position, title)
    select c.id, s, 'Section ' || s from ${courses} c cross join generate_series(0, 2) s order by c.id, s`);
  await db.execute(sql`
    insert into ${courseBlocks} (section_id, course_id, position, type, title, content)
    select s.id, s.course_id, b, 'text', 'Bloc ' || b, 'Contenu'
    from ${courseSections} s cross join generate_series(0, 3) b
    -- A course's rows together, as a course is written when it is submitted (unordered, the join laid them out
    -- position by position across the whole table, and one course's 12 blocks sat on 12 pages).
    order by s.course_id, s.position, b`);
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
  // Ledger history up to `ledgerRows` rows, over the past year, as students use their wallets: pairs of a top-up
  // (three by card, one by printed code) and, a minute later, a course bought with it, its professor's share in
  // `professor_earnings` as a sale writes it. Each pair nets to zero, so every wallet still equals the sum of its
  // completed rows. The first professor's courses are not among them (his dashboard and students have their own
  // buyers, below). No enrolment is written for these sales, so no purchase scenario finds a course already owned
  // and the reader's courses stay the twenty below. The earnings report, the admin's dashboard and every ledger
  // page read these rows as they would read real ones; an earlier history of ±100 adjustments had no sale nor
  // top-up for them to count.
  const funded = Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from point_transactions`)).rows[0]!.n,
  );
  const pairs = Math.max(0, Math.floor(((size.ledgerRows ?? 0) - funded) / 2));
  if (pairs > 0) {
    const YEAR_SECONDS = 365 * 24 * 3600;
    await db.execute(sql`
      -- One array of the student ids and one of the courses sold, indexed by g: a join on g % count would be a
      -- nested loop (no hash key).
      with students as (select array_agg(id order by id) as ids from users where role = 'student'),
           sold as (select array_agg(id order by id) as ids from courses
                    where status = 'approved' and created_by <> ${professorIds[0]!}),
           pair as (select g, s.ids[1 + g % cardinality(s.ids)] as user_id,
                           c.ids[1 + (g::bigint * 7919) % cardinality(c.ids)] as course_id,
                           now() - ((${YEAR_SECONDS}::bigint * g / ${pairs}) || ' seconds')::interval as at
                    from generate_series(0, ${pairs - 1}) g cross join students s cross join sold c)
      insert into point_transactions (user_id, kind, status, amount, balance_after, description, course_id,
                                      provider, provider_ref, amount_dzd, completed_at, created_at)
      select user_id, 'spend'::point_transaction_kind, 'completed'::point_transaction_status, -500, 100000000,
             'Course purchase', course_id, null, null, null::int, at, at
      from pair
      union all
      select user_id, (case when g % 4 = 3 then 'code' else 'purchase' end)::point_transaction_kind,
             'completed'::point_transaction_status, 500, 100000500, 'Top-up', null,
             case when g % 4 = 3 then null else 'bench' end,
             case when g % 4 = 3 then null else 'bench-' || g end,
             case when g % 4 = 3 then null else 500 end,
             at - interval '1 minute', at - interval '1 minute'
      from pair`);
    await db.execute(sql`
      insert into professor_earnings (professor_id, kind, course_id, transaction_id, gross, share_percent, amount,
                                      created_at)
      select c.created_by, 'course', t.course_id, t.id, 500, ${DEFAULT_PROFESSOR_SHARE},
             ${(500 * DEFAULT_PROFESSOR_SHARE) / 100}, t.created_at
      from point_transactions t join courses c on c.id = t.course_id
      where t.kind = 'spend'`);
  }
  const studentIds = (
    await db.execute<{ id: number }>(sql`select id from users where role = 'student' order by id limit 2000`)
  ).rows.map((r) => Number(r.id));
  // The last bench student owns a page of courses ("my courses", a course page with access).
  const reader = studentIds[studentIds.length - 1]!;
  await db.execute(sql`
    insert into course_enrollments (user_id, course_id)
    select ${reader}, id from courses where status = 'approved' order by id desc limit 20`);
  // The professor scenarios' own professor (the first) has students: 300 bench students each bought one or two of
  // his courses over the last weeks, so `my-students` and his dashboard read real rows. Those students buy only
  // the first few courses in the purchase scenarios, never his (the 400th on), so no purchase there is refused
  // as already owned; the hot wallet and the reader are not among them.
  await db.execute(sql`
    with his as (select array_agg(id order by id) as ids from courses
                 where created_by = ${professorIds[0]!} and status = 'approved'),
         buyers as (select id, row_number() over (order by id) as k
                    from (select id from users where role = 'student' order by id offset 100 limit 300) s)
    insert into course_enrollments (user_id, course_id, price_paid, created_at)
    select b.id, h.ids[1 + (b.k + x) % cardinality(h.ids)], 500, now() - ((b.k * 3 + x) || ' hours')::interval
    from buyers b cross join his h cross join lateral generate_series(0, (b.k % 2)::int) x
    where cardinality(h.ids) >= 2`);
  const extra = await seedFeatures(db, { courses: size.courses, reader, professors: professorIds.length });
  const commentedCourseId = courseIds[Math.floor(courseIds.length / 2)]!;
  await seedComments(db, commentedCourseId);
  await seedCodes(db, { courses: size.courses, admin: admin!.id });
  const keyset = await deepCursors(db);
  return {
    adminId: admin!.id,
    professorIds,
    materialIds,
    courseIds,
    studentIds,
    ...extra,
    commentedCourseId,
    keyset,
  };
}

/**
 * The second half's features, in proportion to the courses: home-page slides, quizzes (two per tenth course
 * and on every course the reader owns, five questions each), live sessions (one per ten courses, a third in the
 * past and ended, a tenth awaiting approval) grouped in live sections of three, private-class profiles for half
 * the professors, private classes (one per ten courses, ten of them the reader's) and notifications (two per
 * course, forty of them the reader's). The reader holds seats in 120 sessions and two sections. Set-based SQL
 * throughout.
 */
async function seedFeatures(
  db: Db,
  size: { courses: number; reader: number; professors: number },
): Promise<Pick<LargeDataSet, 'quizCourseId' | 'quizProfessorId' | 'liveSectionId' | 'profileProfessorId'>> {
  const sessions = Math.max(200, Math.floor(size.courses / 10));
  const sections = Math.max(20, Math.floor(sessions / 10));
  const privateClassRows = Math.max(200, Math.floor(size.courses / 10));
  await db.execute(sql`
    insert into slides (title, description, cta_text, cta_link, media_key, media_type, "order", is_active,
                        start_date, end_date, target_audience_roles)
    select jsonb_build_object('ar', 'شريحة ' || g, 'fr', 'Diapositive ' || g, 'en', 'Slide ' || g),
           jsonb_build_object('ar', 'وصف', 'fr', 'Description', 'en', 'Description'),
           jsonb_build_object('ar', 'اكتشف', 'fr', 'Découvrir', 'en', 'Discover'), '/TTHCourses',
           'slides/bench-' || g || '.webp', 'image', g, g % 4 <> 0,
           case when g % 3 = 0 then now() - interval '1 day' end,
           case when g % 5 = 0 then now() + interval '30 days' end,
           case when g % 2 = 0 then array['student'] else array['student', 'professor'] end
    from generate_series(1, 12) g`);
  // Quizzes: every tenth approved course, and the reader's own courses (so the student list has rows).
  await db.execute(sql`
    insert into quizzes (course_id, created_by, title, description, time_limit, passing_score, max_attempts,
                         status, is_active, created_at)
    select c.id, c.created_by, 'Quiz ' || q || ' du cours ' || c.id, 'Révision', 30, 70, 3,
           'approved', true, c.created_at + (q || ' minutes')::interval
    from courses c cross join generate_series(1, 2) q
    where c.status = 'approved'
      and (c.id % 10 = 1 or c.id in (select course_id from course_enrollments where user_id = ${size.reader}))`);
  await db.execute(sql`
    insert into quiz_questions (quiz_id, position, question, type, options, correct_answer, points)
    select z.id, p, 'Question ' || p, 'multiple-choice', '["A","B","C","D"]'::jsonb, '0'::jsonb, 2
    from quizzes z cross join generate_series(0, 4) p`);
  // Live sessions spread from 30 days ago to 60 days ahead: past ones ended, future ones scheduled.
  await db.execute(sql`
    with profs as (select id, row_number() over (order by id) - 1 as n from users where role = 'professor')
    insert into live_sessions (professor_id, title, description, course_id, material_id, scheduled_at, duration,
                               max_attendees, price, room, status, is_approved, approved_at, created_at)
    select p.id, 'Séance ' || g, 'Séance en direct', null, null,
           now() + ((g * 90 * 24 * 60 / ${sessions}) - 30 * 24 * 60 || ' minutes')::interval, 60, 50, 500,
           'bench-room-' || g,
           (case when g * 90 / ${sessions} < 30 then 'ended' else 'scheduled' end)::live_session_status,
           g % 10 <> 0, case when g % 10 <> 0 then now() - interval '40 days' end,
           now() - interval '40 days'
    from generate_series(1, ${sessions}) g
    join profs p on p.n = g % ${size.professors}`);
  await db.execute(sql`
    insert into live_sections (professor_id, title, description, price, status, created_at)
    select s.professor_id, 'Cycle ' || s.id, 'Trois séances', 1200,
           (case when s.id % 5 = 0 then 'pending' else 'approved' end)::live_section_status,
           now() - (s.id || ' minutes')::interval
    from (select id, professor_id from live_sessions where is_approved and status = 'scheduled'
          order by id limit ${sections}) s`);
  await db.execute(sql`
    with secs as (select id, professor_id, row_number() over (partition by professor_id order by id) - 1 as k
                  from live_sections),
         sess as (select id, professor_id, row_number() over (partition by professor_id order by id) - 1 as k
                  from live_sessions where is_approved and status = 'scheduled')
    insert into live_section_sessions (section_id, session_id)
    select secs.id, sess.id from secs join sess on sess.professor_id = secs.professor_id and sess.k / 3 = secs.k
    on conflict do nothing`);
  // What the reader bought: a seat in 120 approved sessions spread over the past and the weeks to come, and
  // two sections. A student who follows a subject all year holds as many.
  await db.execute(sql`
    insert into live_session_purchases (session_id, user_id, amount_paid, created_at)
    select id, ${size.reader}, price, now() - interval '35 days'
    from live_sessions where is_approved and id % ${Math.max(1, Math.floor(sessions / 120))} = 0
    order by id limit 120`);
  await db.execute(sql`
    insert into live_section_purchases (section_id, user_id, amount_paid)
    select id, ${size.reader}, price from live_sections where status = 'approved' order by id desc limit 2`);
  // Private-class profiles for half the professors (the even ones take classes), teaching three materials.
  await db.execute(sql`
    with profs as (select id, row_number() over (order by id) as n from users where role = 'professor'),
         mats as (select array_agg(id order by id) as ids from materials)
    insert into professor_private_class_settings (professor_id, enabled, price_per_session, session_minutes,
                                                  availability, material_ids, bio)
    select p.id, p.n % 4 = 0, 800, 60,
           '[{"weekday":0,"from":"09:00","to":"12:00"},{"weekday":3,"from":"14:00","to":"18:00"}]'::jsonb,
           jsonb_build_array(m.ids[1 + p.n % cardinality(m.ids)], m.ids[1 + (p.n * 7) % cardinality(m.ids)],
                             m.ids[1 + (p.n * 13) % cardinality(m.ids)]),
           'Professeur ' || p.n
    from profs p cross join mats m where p.n % 2 = 0`);
  // Private classes: requests from students to professors who take them, each for a material (as the app asks);
  // the reader has ten.
  await db.execute(sql`
    with students as (select array_agg(id order by id) as ids from users
                      where role = 'student' and id <> ${size.reader}),
         teachers as (select array_agg(professor_id order by professor_id) as ids
                      from professor_private_class_settings where enabled),
         mats as (select array_agg(id order by id) as ids from materials)
    insert into private_classes (student_id, professor_id, material_id, sessions_count, session_minutes, status,
                                 note, price_per_session, total, created_at)
    select case when g <= 10 then ${size.reader} else s.ids[1 + g % cardinality(s.ids)] end,
           t.ids[1 + g % cardinality(t.ids)], m.ids[1 + g % cardinality(m.ids)], 4, 60,
           (array['pending','confirmed','scheduled','completed','rejected','cancelled'])[1 + g % 6]::private_class_status,
           'Demande ' || g, 800, 3200, now() - (g || ' minutes')::interval
    from generate_series(1, ${privateClassRows}) g
    cross join students s cross join teachers t cross join mats m`);
  // Notifications: two per course, spread over the students; the reader has forty, the newest eight unread.
  await db.execute(sql`
    with students as (select array_agg(id order by id) as ids from users
                      where role = 'student' and id <> ${size.reader})
    insert into notifications (user_id, type, message, read, created_at)
    select case when g <= 40 then ${size.reader} else s.ids[1 + g % cardinality(s.ids)] end,
           (array['course_approved','live_session_scheduled','live_session_reminder',
                  'private_class_confirmed'])[1 + g % 4]::notification_type,
           'Notification ' || g, case when g <= 40 then g > 8 else g % 3 <> 0 end,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${Math.max(10_000, size.courses * 2)}) g cross join students s`);
  const [quizCourse] = (
    await db.execute<{ id: number }>(sql`
      select min(course_id) as id from quizzes
      where course_id in (select course_id from course_enrollments where user_id = ${size.reader})`)
  ).rows;
  const [quizProfessor] = (
    await db.execute<{ id: number }>(sql`
      select created_by as id from quizzes group by created_by order by count(*) desc, created_by limit 1`)
  ).rows;
  const [section] = (
    await db.execute<{ id: number }>(sql`
      select min(section_id) as id from live_section_sessions
      where section_id in (select id from live_sections where status = 'approved')`)
  ).rows;
  const [profile] = (
    await db.execute<{ id: number }>(sql`
      select min(professor_id) as id from professor_private_class_settings where enabled`)
  ).rows;
  return {
    quizCourseId: Number(quizCourse!.id),
    quizProfessorId: Number(quizProfessor!.id),
    liveSectionId: Number(section!.id),
    profileProfessorId: Number(profile!.id),
  };
}

/**
 * Printed top-up codes, as schools and shops sell them: two per course (200,000 at 100,000 courses), in batches of
 * a thousand made by the admin over the last year, every fifth redeemed by a student.
 */
async function seedCodes(db: Db, size: { courses: number; admin: number }): Promise<void> {
  const codes = Math.max(10_000, size.courses * 2);
  await db.execute(sql`
    with students as (select array_agg(id order by id) as ids from users where role = 'student')
    insert into redeem_codes (code, points, batch, created_by, created_at, redeemed_by, redeemed_at)
    select 'BENCH-' || lpad(g::text, 10, '0'), 1000, 'lot-' || (g / 1000), ${size.admin},
           now() - ((${codes} - g) * interval '1 minute') * (525600.0 / ${codes}),
           case when g % 5 = 0 then s.ids[1 + g % cardinality(s.ids)] end,
           case when g % 5 = 0 then now() - ((${codes} - g) * interval '1 minute') * (262800.0 / ${codes}) end
    from generate_series(1, ${codes}) g cross join students s`);
}

/**
 * Course comments: three on every fourth approved course (the first rated, every other one answered by the
 * course's professor), and on `commented` forty from forty students, thirty rated, each answered twice.
 */
async function seedComments(db: Db, commented: number): Promise<void> {
  await db.execute(sql`
    with students as (select array_agg(id order by id) as ids from users where role = 'student')
    insert into course_comments (course_id, user_id, body, rating, created_at)
    select c.id, s.ids[1 + (c.id * 3 + g) % cardinality(s.ids)],
           'Commentaire ' || g || ' sur le cours ' || c.id,
           case when g = 1 then 1 + c.id % 5 end, c.created_at + (g || ' hours')::interval
    from courses c cross join generate_series(1, 3) g cross join students s
    where c.status = 'approved' and c.id % 4 = 0 and c.id <> ${commented}
    union all
    select ${commented}, s.ids[g], 'Commentaire ' || g || ' : le cours est clair, les exercices aussi.',
           case when g <= 30 then 1 + g % 5 end, now() - (g || ' minutes')::interval
    from generate_series(1, 40) g cross join students s`);
  await db.execute(sql`
    insert into course_comments (course_id, user_id, parent_id, body, created_at)
    select c.course_id, co.created_by, c.id, 'Réponse ' || r || ' au commentaire ' || c.id,
           c.created_at + (r || ' minutes')::interval
    from course_comments c join courses co on co.id = c.course_id cross join generate_series(1, 2) r
    where c.parent_id is null and (c.course_id = ${commented} or (c.id % 2 = 0 and r = 1))`);
}

// --- Keyset pages (decision 122) ---// --- Keyset pages (decision 122) ---

export interface DeepCursors {
  /** The page half-way down the approved courses (newest first, 20 a page) and the cursor that asks for it. */
  coursePage: number;
  courseCursor: string;
  /** The same half-way down the whole ledger (the admin list, newest first, 20 a page). */
  transactionPage: number;
  transactionCursor: string;
}

/**
 * The cursor a visitor holds after walking half-way down a list by "next": the sort key (created_at to the
 * microsecond, id) of the last row of the page before. Read once here by OFFSET; the scenarios then ask by
 * cursor, as the web app's pager does.
 */
async function deepCursors(db: Db): Promise<DeepCursors> {
  const at = (table: string, where: string, rows: number) => {
    const page = Math.max(2, Math.floor(rows / 20 / 2));
    return { page, offset: (page - 1) * 20 - 1, table, where };
  };
  const count = async (query: string) => Number((await db.execute<{ n: number }>(sql.raw(query))).rows[0]!.n);
  const keyOf = async (spot: { page: number; offset: number; table: string; where: string }) => {
    const [row] = (
      await db.execute<{ at: string; id: number }>(
        sql.raw(`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
                 from ${spot.table} ${spot.where}
                 order by created_at desc, id desc offset ${spot.offset} limit 1`),
      )
    ).rows;
    return encodeCursor({ direction: 'after', at: row!.at, id: Number(row!.id), page: spot.page });
  };
  const courseSpot = at(
    'courses',
    "where status = 'approved'",
    await count("select count(*)::int as n from courses where status = 'approved'"),
  );
  const ledgerSpot = at(
    'point_transactions',
    '',
    await count('select count(*)::int as n from point_transactions'),
  );
  return {
    coursePage: courseSpot.page,
    courseCursor: await keyOf(courseSpot),
    transactionPage: ledgerSpot.page,
    transactionCursor: await keyOf(ledgerSpot),
  };
}
