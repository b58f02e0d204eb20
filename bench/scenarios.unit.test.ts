import { describe, expect, it } from 'vitest';
import { scenariosFor } from './scenarios';
import type { LargeDataSet } from './seed-large';

const data: LargeDataSet = {
  adminId: 1,
  professorIds: [2],
  materialIds: Array.from({ length: 10 }, (_, i) => i + 1),
  courseIds: Array.from({ length: 100 }, (_, i) => i + 1),
  studentIds: [3, 4, 5, 6, 7, 8],
  quizCourseId: 100,
  quizProfessorId: 2,
  liveSectionId: 1,
  profileProfessorId: 2,
  commentedCourseId: 50,
  keyset: { courseCursor: 'c', coursePage: 2, transactionCursor: 't', transactionPage: 2 },
};
const targets = (database: 'postgres' | 'pglite') =>
  Object.fromEntries(
    scenariosFor(data, (id, role) => `${role}-${id}`, database).map((s) => [s.name, s.target]),
  );

describe("the benchmark's targets (issue 19)", () => {
  it('judges the PostgreSQL server by every row of the issue', () => {
    const on = targets('postgres');
    expect(on.tree).toEqual({ ratio: 0.3, p99: 15 });
    expect(on['student-balance']).toEqual({ ratio: 0.15, p99: 30 });
    expect(on['users-search']).toEqual({ ratio: 0.1, p99: 50 });
    expect(on['buy-course-many-wallets']).toEqual({ rps: 1000, p99: 40 });
  });

  it('judges PGlite by the embedded row only: the public reads at 0.15×, with no p99', () => {
    const on = targets('pglite');
    expect(on.tree).toEqual({ ratio: 0.15 });
    expect(on['student-balance']).toBeUndefined();
    const judged = Object.entries(on).filter(([, target]) => target !== undefined);
    expect(judged.map(([name]) => name).sort()).toEqual(
      Object.entries(targets('postgres'))
        .filter(([, target]) => target?.ratio === 0.3)
        .map(([name]) => name)
        .sort(),
    );
    for (const [, target] of judged) expect(target).toEqual({ ratio: 0.15 });
  });
});
