import type { LargeDataSet } from './seed-large';

export interface Scenario {
  name: string;
  path: string;
  token?: string;
  /**
   * For reads that must miss the public-read cache: a new path per request (each one a different course or
   * page, as a visitor following links would ask), so every request computes its answer.
   */
  paths?: () => string;
  /** For writes: the method and a body per request (each request must be a new, valid purchase). */
  method?: 'POST';
  body?: () => { token: string; body: string };
  /** Issue 19's target: throughput as a ratio to the bare route, p99 in ms, or requests per second. */
  target?: { ratio?: number; p99?: number; rps?: number };
}

const PUBLIC_READ = { ratio: 0.3, p99: 15 };
const SIGNED_IN_READ = { ratio: 0.15, p99: 30 };
const ADMIN_SEARCH = { ratio: 0.1, p99: 50 };
/** The row for the embedded default: every public read at 0.15× the bare route, with no p99. */
const EMBEDDED_PUBLIC_READ = { ratio: 0.15 };

/**
 * The scenarios, in the order they run. Public reads are anonymous (as a visitor opens the catalogue);
 * signed-in reads are a student who owns 20 courses; purchases spread over the other bench students. The
 * `*-miss` scenarios ask for a different course or page on every request, so they measure the cache's miss path
 * (the first read after each write), which must not grow with the tables either.
 */
export function scenariosFor(
  data: LargeDataSet,
  token: (id: number, role: string) => string,
  database: 'postgres' | 'pglite' = 'postgres',
): Scenario[] {
  const adminToken = token(data.adminId, 'admin');
  const studentTokens = data.studentIds.map((id) => token(id, 'student'));
  const professorToken = token(data.professorIds[0]!, 'professor');
  // The last student owns a page of courses (seed-large); the first few take turns as the hot wallet, each
  // buying every course once before the next one starts (one wallet's purchases past the course list would be
  // refused as already owned); the rest buy.
  const reader = studentTokens[studentTokens.length - 1]!;
  const HOT_WALLETS = 4;
  const hotWallets = studentTokens.slice(0, HOT_WALLETS);
  const buyers = studentTokens.slice(HOT_WALLETS, -1);
  const ownedCourse = data.courseIds[data.courseIds.length - 1]!;
  const middleCourse = data.courseIds[Math.floor(data.courseIds.length / 2)]!;
  const deepPage = Math.max(1, Math.floor(data.courseIds.length / 20 / 2));
  let hot = 0;
  let spread = 0;
  // Cache misses: request i of a run asks for a combination not asked for before (a course or a page, in one
  // of the three languages, at one of several page sizes), from a random start so two runs differ too.
  const LANGS = ['ar', 'fr', 'en'] as const;
  const counter = () => {
    let i = Math.floor(Math.random() * 1_000_000);
    return () => i++;
  };
  const nextCourse = counter();
  const nextPage = counter();
  const nextMaterial = counter();
  const approved = data.courseIds.length;
  const materials = data.materialIds;
  const scenarios: Scenario[] = [
    { name: 'tree', path: '/api/structure/tree', target: PUBLIC_READ },
    { name: 'homepage-materials', path: '/api/homepage-materials', target: PUBLIC_READ },
    { name: 'years', path: '/api/levels/1/years', target: PUBLIC_READ },
    { name: 'courses', path: '/api/courses?page=1&limit=20', target: PUBLIC_READ },
    { name: 'courses-deep-page', path: `/api/courses?page=${deepPage}&limit=20`, target: PUBLIC_READ },
    {
      name: 'courses-by-material',
      path: `/api/courses?materialId=${data.materialIds[7]}`,
      target: PUBLIC_READ,
    },
    { name: 'course', path: `/api/courses/${middleCourse}`, target: PUBLIC_READ },
    // A course page's HTML as a phone first loads it: index.html with the course inlined and painted (no target).
    { name: 'course-page', path: `/coursesList/courses/${middleCourse}` },
    // Home's HTML as a visitor first lands on it: its first paint, the visitors' slides inlined (no target).
    { name: 'home-page', path: '/' },
    { name: 'slides-active', path: '/api/slides/active?role=student', target: PUBLIC_READ },
    // Cache misses: every request a course or page not asked for before in this run (no target of their own).
    {
      name: 'course-miss',
      path: '/api/courses/{id}?lang={lang}',
      paths: () => {
        const i = nextCourse();
        return `/api/courses/${data.courseIds[i % approved]}?lang=${LANGS[Math.floor(i / approved) % 3]}`;
      },
    },
    {
      name: 'courses-miss',
      path: '/api/courses?page={any}&limit={10…25}&lang={lang}',
      paths: () => {
        const i = nextPage();
        const limit = 10 + (Math.floor(i / 3) % 16);
        const page = 1 + (Math.floor(i / 48) % Math.ceil(approved / limit));
        return `/api/courses?page=${page}&limit=${limit}&lang=${LANGS[i % 3]}`;
      },
    },
    {
      name: 'courses-by-material-miss',
      path: '/api/courses?materialId={id}&limit={10…20}&lang={lang}',
      paths: () => {
        const i = nextMaterial();
        const m = materials.length;
        const limit = 10 + (Math.floor(i / (3 * m)) % 11);
        return `/api/courses?materialId=${materials[i % m]}&limit=${limit}&lang=${LANGS[Math.floor(i / m) % 3]}`;
      },
    },
    // The second half's public lists (not served from the cache; the issue names no target for them).
    { name: 'live-sessions', path: '/api/live-sessions?page=1&limit=20' },
    // The first page /TTHLiveClasses asks: a dozen shown and one more to know whether there is a next.
    { name: 'live-sections', path: '/api/live-sections?page=1&limit=13' },
    { name: 'live-section', path: `/api/live-sections/${data.liveSectionId}` },
    { name: 'professors', path: '/api/professors?page=1&limit=20' },
    { name: 'professor-profile', path: `/api/professors/${data.profileProfessorId}` },
    // A course's comments as its page opens them: forty, with their replies and the course's figures.
    { name: 'course-comments', path: `/api/courses/${data.commentedCourseId}/comments?page=1&limit=10` },
    // The catalogue as a signed-in student opens it (a class at 8 a.m. is signed in): the same kept answers as a
    // visitor's, so the public reads' target.
    { name: 'student-tree', path: '/api/structure/tree', token: reader, target: PUBLIC_READ },
    { name: 'student-courses', path: '/api/courses?page=1&limit=20', token: reader, target: PUBLIC_READ },
    { name: 'student-course', path: `/api/courses/${ownedCourse}`, token: reader, target: SIGNED_IN_READ },
    { name: 'student-balance', path: '/api/points/balance', token: reader, target: SIGNED_IN_READ },
    { name: 'student-my-courses', path: '/api/points/my-courses', token: reader, target: SIGNED_IN_READ },
    { name: 'student-notifications', path: '/api/notifications', token: reader, target: SIGNED_IN_READ },
    {
      name: 'student-quizzes',
      path: `/api/quizzes/courses/${data.quizCourseId}/quizzes`,
      token: reader,
      target: SIGNED_IN_READ,
    },
    {
      name: 'student-live-sessions',
      path: '/api/live-sessions?page=1&limit=20',
      token: reader,
      target: SIGNED_IN_READ,
    },
    {
      // The reader's own sessions as /TTHSession first asks for them: those still to come or live.
      name: 'student-my-live-sessions',
      path: '/api/points/my-live-sessions?when=open&page=1&limit=50',
      token: reader,
    },
    {
      name: 'student-private-classes',
      path: '/api/private-classes?page=1&limit=20',
      token: reader,
      target: SIGNED_IN_READ,
    },
    {
      // The wallet's history as the web app asks for it (its page size, 10).
      name: 'student-transactions',
      path: '/api/points/transactions?page=1&limit=10',
      token: reader,
      target: SIGNED_IN_READ,
    },
    {
      name: 'users-search',
      path: '/api/users?search=user123&limit=20',
      token: adminToken,
      target: ADMIN_SEARCH,
    },
    { name: 'users-page', path: '/api/users?page=50&limit=20&role=student', token: adminToken },
    // One wallet buying course after course: every purchase contends for the same balance row.
    {
      name: 'buy-course-hot-wallet',
      path: '/api/points/buy-course',
      method: 'POST',
      body: () => {
        const i = hot++;
        return {
          token: hotWallets[Math.floor(i / data.courseIds.length) % HOT_WALLETS]!,
          body: JSON.stringify({ courseId: data.courseIds[i % data.courseIds.length] }),
        };
      },
    },
    // Many wallets buying at once: purchases spread over ~2,000 students, never the same course twice.
    {
      name: 'buy-course-many-wallets',
      path: '/api/points/buy-course',
      method: 'POST',
      target: { rps: 1000, p99: 40 },
      body: () => {
        const i = spread++;
        const student = i % buyers.length;
        const course = Math.floor(i / buyers.length);
        return {
          token: buyers[student]!,
          body: JSON.stringify({ courseId: data.courseIds[course % data.courseIds.length] }),
        };
      },
    },
    // Issue 18's dashboards, each one call: after the purchases above, so the buyers and earnings exist.
    { name: 'student-dashboard', path: '/api/me/dashboard', token: studentTokens[0] },
    { name: 'professor-dashboard', path: '/api/professor/dashboard/stats', token: professorToken },
    { name: 'my-students', path: '/api/professor/my-students?page=1&limit=20', token: professorToken },
    // His inbox as its page opens: the comments on his courses, unanswered first (750 at 100,000 courses).
    { name: 'professor-inbox', path: '/api/comments/professor?page=1&limit=20', token: professorToken },
    // A professor's quizzes as their page opens: the one with the most (500 at 100,000 courses, five questions
    // each; a page holds 20 since decision 137).
    { name: 'my-quizzes', path: '/api/quizzes/my-quizzes', token: token(data.quizProfessorId, 'professor') },
    { name: 'admin-dashboard', path: '/api/admin/dashboard', token: adminToken },
    // --- Keyset pages (decision 122). The course pages are read as an admin, whom the public cache never
    // answers (it serves students and professors the anonymous list): they measure the query, by cursor and by
    // OFFSET at the same depth. The cursor scenarios run before their OFFSET twins: a slow OFFSET scenario leaves
    // a backlog the next one inherits.
    {
      name: 'courses-keyset-deep',
      path: `/api/courses?limit=20&cursor=${data.keyset.courseCursor}`,
      token: adminToken,
    },
    {
      name: 'courses-offset-deep',
      path: `/api/courses?page=${data.keyset.coursePage}&limit=20`,
      token: adminToken,
    },
    { name: 'admin-transactions', path: '/api/points/transactions?page=1&limit=20', token: adminToken },
    {
      name: 'admin-transactions-deep',
      path: `/api/points/transactions?limit=20&cursor=${data.keyset.transactionCursor}`,
      token: adminToken,
    },
    {
      name: 'admin-transactions-offset-deep',
      path: `/api/points/transactions?page=${data.keyset.transactionPage}&limit=20`,
      token: adminToken,
    },
    // --- The staff's lists as their pages open them, each with its total: printed codes (two per course), the
    // quizzes of every status (two per tenth course), every live session and every private class.
    { name: 'admin-codes', path: '/api/points/codes?page=1&limit=20', token: adminToken },
    {
      name: 'admin-codes-unused',
      path: '/api/points/codes?page=1&limit=20&status=unused',
      token: adminToken,
    },
    {
      name: 'admin-quizzes',
      path: '/api/quizzes/admin/quizzes?status=all&page=1&limit=20',
      token: adminToken,
    },
    // The earnings report as its page opens: all time, every professor who sold.
    { name: 'admin-earnings', path: '/api/admin/earnings', token: adminToken },
    { name: 'admin-live-sessions', path: '/api/admin/live-sessions?page=1&limit=20', token: adminToken },
    { name: 'admin-private-classes', path: '/api/private-classes?page=1&limit=20', token: adminToken },
  ];
  if (database === 'postgres') return scenarios;
  // On PGlite the issue names one target: the public reads' at 0.15×. Its others are the PostgreSQL server's.
  return scenarios.map(({ target, ...scenario }) =>
    target === PUBLIC_READ ? { ...scenario, target: EMBEDDED_PUBLIC_READ } : scenario,
  );
}
