/** Answers shaped exactly like the API's (typed by the contract), for component tests to serve. */
import type { Course, CourseList, CourseSummary, MaterialOption } from '../../contract/courses';
import type { LiveSection, LiveSession } from '../../contract/live';
import type { PointTransaction, TransactionList } from '../../contract/points';
import type { StructureTree } from '../../contract/structure';
import type { User } from '../../contract/users';

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 7,
    title: 'Mechanics: Newton’s laws',
    description: 'Forces and motion.',
    cover_url: null,
    status: 'pending',
    createdBy: 3,
    professorName: 'Karim Haddad',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
    rejectedAt: null,
    ownPrice: null,
    price: null,
    materialPath: null,
    languagePath: null,
    sectionsCount: 1,
    blocksCount: 1,
    ...overrides,
  };
}

/** A course with one section holding one text block. */
export function course(overrides: Partial<Course> = {}): Course {
  return {
    ...courseSummary(),
    sections: [
      {
        id: 11,
        title: 'Forces',
        blocks: [
          {
            id: 21,
            type: 'text',
            title: 'The first law',
            content: 'A body keeps its motion unless a force acts on it.',
            fileType: null,
            fileSize: null,
            fileName: null,
            fileUrl: null,
            locked: false,
          },
        ],
      },
    ],
    canAccessContent: true,
    purchased: false,
    revision: null,
    ...overrides,
  };
}

export const materialPathOfPhysics = {
  levelId: 1,
  levelName: 'Secondary',
  yearId: 2,
  yearName: 'Third year',
  specialityId: null,
  specialityName: null,
  materialId: 5,
  materialName: 'Physics',
  price: 300,
} satisfies Course['materialPath'];

export function courseList(courses: CourseSummary[]): CourseList {
  return {
    courses,
    pagination: {
      page: 1,
      limit: 10,
      total: courses.length,
      totalPages: 1,
      next_cursor: null,
      prev_cursor: null,
    },
  };
}

/** One level with a year holding Physics directly and Philosophy under a stream; English with two levels. */
export function structureTree(): StructureTree {
  return {
    levels: [
      {
        id: 1,
        name: 'Secondary',
        years: [
          {
            id: 2,
            name: 'Third year',
            levelId: 1,
            materials: [{ id: 5, name: 'Physics', specialityId: null, yearId: 2, price: 300 }],
            specialities: [
              {
                id: 3,
                name: 'Letters',
                yearId: 2,
                materials: [{ id: 6, name: 'Philosophy', specialityId: 3, yearId: 2, price: 200 }],
              },
            ],
          },
        ],
      },
    ],
    languages: [
      {
        id: 8,
        name: 'English',
        code: 'en',
        flag: null,
        is_active: true,
        levels: [
          { id: 81, name: 'A1', description: null, language_id: 8, order: 1, is_active: true },
          { id: 82, name: 'A2', description: null, language_id: 8, order: 2, is_active: true },
        ],
      },
    ],
  };
}

export function materialOptions(): MaterialOption[] {
  return [
    {
      id: 5,
      name: 'Physics',
      price: 300,
      yearId: 2,
      yearName: 'Third year',
      levelId: 1,
      levelName: 'Secondary',
      specialityId: null,
      specialityName: null,
    },
    {
      id: 6,
      name: 'Philosophy',
      price: 200,
      yearId: 2,
      yearName: 'Third year',
      levelId: 1,
      levelName: 'Secondary',
      specialityId: 3,
      specialityName: 'Letters',
    },
  ];
}

/** An approved, upcoming live session as the public list serves it. */
export function liveSession(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: 41,
    title: 'Exponential functions — live review',
    description: 'Baccalaureate exercises, questions answered live.',
    courseId: null,
    professorId: 3,
    professorName: 'Nadia Benali',
    material_id: 5,
    language_level_id: null,
    scheduledAt: '2030-03-14T16:00:00.000Z',
    duration: 90,
    status: 'scheduled',
    attendeesCount: 2,
    maxAttendees: 30,
    price: 300,
    tags: ['maths'],
    isApproved: true,
    approvedAt: '2030-03-01T09:00:00.000Z',
    isRecorded: false,
    recordingUrl: null,
    meetingUrl: null,
    createdAt: '2030-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** An approved live section of three sessions, `Section {id}`, as the lists serve it. */
export function liveSection(id: number, overrides: Partial<LiveSection> = {}): LiveSection {
  return {
    id,
    professorId: 3,
    professorName: 'Nadia Benali',
    title: `Section ${id}`,
    description: '',
    price: 1200,
    material_id: null,
    language_level_id: null,
    status: 'approved',
    rejection_reason: null,
    sessionIds: [1, 2, 3],
    createdAt: '2030-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in user a component test acts as. */
export function signedInUser(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    name: 'Amine Saidi',
    email: 'amine@example.dz',
    role: 'student',
    avatar_url: null,
    language: 'en',
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A card purchase of the package "Pack Bac" by a student, as the ledger lists it; completed unless told. */
export function pointTransaction(overrides: Partial<PointTransaction> = {}): PointTransaction {
  const status = overrides.status ?? 'completed';
  return {
    id: 1,
    user_id: 7,
    user_name: 'Amina Benali',
    user_email: 'amina@example.dz',
    kind: 'purchase',
    status,
    amount: 3000,
    balance_after: status === 'completed' ? 3000 : null,
    description: 'Pack Bac',
    package_id: 2,
    package_name: 'Pack Bac',
    course_id: null,
    course_title: null,
    provider: 'sandbox',
    amount_dzd: 2500,
    created_at: '2026-11-20T10:00:00.000Z',
    completed_at: status === 'completed' ? '2026-11-20T10:01:00.000Z' : null,
    ...overrides,
  };
}

export function transactionList(transactions: PointTransaction[]): TransactionList {
  return {
    transactions,
    pagination: {
      page: 1,
      limit: 10,
      total: transactions.length,
      totalPages: 1,
      next_cursor: null,
      prev_cursor: null,
    },
  };
}

/** A JWT with these claims and a fake signature: what the web app reads of a token, never verified here. */
export function unsignedJwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
