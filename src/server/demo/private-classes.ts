import { candidateStarts } from '../../contract/availability';
import type { AvailabilitySlot } from '../../contract/private-classes';
import type { AppContext } from '../context';
import { updateSession, type LiveContext } from '../modules/live/index';
import { credit, getBalance } from '../modules/points/index';
import {
  cancelPrivateClass,
  completeFinishedClasses,
  confirmPrivateClass,
  createRequest,
  payPrivateClass,
  rejectPrivateClass,
  setProfessorSettings,
  type PrivateClassContext,
} from '../modules/private-classes/index';
import type { AuthUser } from '../plugins/access';
import type { DemoCatalogue } from './catalogue';

const ZONE = 'Africa/Algiers';
/** After school on weekdays (Sunday to Thursday), and Saturday mornings. */
const AFTER_SCHOOL: AvailabilitySlot[] = [
  ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, from: '16:00', to: '20:00' })),
  { weekday: 6, from: '09:00', to: '13:00' },
];

/**
 * Demo private classes, through the module's own functions as the people would: both demo professors take
 * private classes (Benali maths, Haddad French), and there is a request in every status — pending, confirmed,
 * scheduled (paid), completed, rejected and cancelled.
 */
export async function seedPrivateClassesDemo(
  seed: Pick<AppContext, 'db' | 'config'>,
  people: { admin: AuthUser; benali: AuthUser; haddad: AuthUser; students: AuthUser[] },
  catalogue: DemoCatalogue,
): Promise<void> {
  const ctx: PrivateClassContext & LiveContext = {
    ...seed,
    mailer: { send: async () => undefined, close: () => undefined },
    events: {
      publish: () => undefined,
      on: () => () => undefined,
      settled: async () => undefined,
      close: async () => undefined,
    },
    sendLater: () => undefined,
  };
  const { admin, benali, haddad } = people;
  const [amine, yasmine, karim] = people.students;
  if (!amine || !yasmine || !karim) return;
  const maths = catalogue.material('السنة الثالثة ثانوي', 'علوم تجريبية', 'الرياضيات');
  const frenchB1 = catalogue.languageLevel('fr', 2);
  await setProfessorSettings(ctx.db, benali.id, {
    enabled: true,
    price_per_session: 1200,
    session_minutes: 60,
    timezone: ZONE,
    availability: AFTER_SCHOOL,
    material_ids: [maths],
    language_level_ids: [],
    bio: 'أستاذ رياضيات في التعليم الثانوي منذ 12 سنة، متخصص في تحضير البكالوريا شعبة علوم تجريبية.',
  });
  await setProfessorSettings(ctx.db, haddad.id, {
    enabled: true,
    price_per_session: 900,
    session_minutes: 45,
    timezone: ZONE,
    availability: AFTER_SCHOOL,
    material_ids: [],
    language_level_ids: [frenchB1],
    bio: 'Professeure de français langue étrangère : conversation, grammaire et préparation au DELF.',
  });

  const ask = (student: AuthUser, professor: AuthUser, count: number, note: string) =>
    createRequest(
      ctx,
      student,
      {
        professor_id: professor.id,
        ...(professor.id === benali.id ? { material_id: maths } : { language_level_id: frenchB1 }),
        sessions_count: count,
        preferred_dates: [],
        preferred_times: 'بعد الساعة الرابعة مساءً',
        note,
        phone: '0555 12 34 56',
      },
      'ar',
    );
  let from = new Date(Date.now() + 2 * 86_400_000);
  const times = (count: number, minutes: number) => {
    const starts = candidateStarts({
      slots: AFTER_SCHOOL,
      timeZone: ZONE,
      durationMinutes: minutes,
      from,
      days: 30,
      limit: count,
    });
    from = new Date(starts.at(-1)!.getTime() + minutes * 60_000);
    return starts.map((d) => ({ startsAt: d.toISOString() }));
  };
  // What a student lacks for a class is topped up first, as an admin's correction would, so the demo always
  // holds a paid class whatever the other demo purchases left in the wallets.
  const topUp = async (student: AuthUser, total: number) => {
    const lacking = total - (await getBalance(ctx.db, student.id));
    if (lacking <= 0) return;
    await ctx.db.transaction((tx) =>
      credit(tx, {
        userId: student.id,
        amount: lacking,
        kind: 'adjustment',
        description: 'Demo top-up for a private class',
        createdBy: admin.id,
      }),
    );
  };

  // Pending: waiting for Benali's answer.
  await ask(amine, benali, 4, 'أحتاج مراجعة الدوال والمتتاليات قبل الامتحان.');
  // Confirmed: Benali fixed a schedule, Yasmine has not paid yet.
  const confirmed = await ask(yasmine, benali, 2, 'تمارين في الاحتمالات.');
  await confirmPrivateClass(ctx, benali, confirmed.id, { schedule: times(2, 60) }, 'ar');
  // Scheduled: Karim paid when he had the points; his sessions are individual live sessions.
  const scheduled = await ask(karim, haddad, 1, 'Préparer un oral.');
  const fixed = await confirmPrivateClass(ctx, haddad, scheduled.id, { schedule: times(1, 45) }, 'ar');
  await topUp(karim, fixed.total ?? 0);
  await payPrivateClass(ctx, karim, scheduled.id, 'ar');
  // Completed: an admin placed the session; it was held and ended.
  const done = await ask(amine, haddad, 1, 'Conversation.');
  const placed = await confirmPrivateClass(ctx, admin, done.id, { schedule: times(1, 45) }, 'ar');
  await topUp(amine, placed.total ?? 0);
  const paid = await payPrivateClass(ctx, amine, done.id, 'ar');
  for (const session of paid.private_class.sessions) {
    for (const status of ['starting', 'live', 'ended'] as const) {
      await updateSession(ctx, haddad, session.id, { status }, { admin: false });
    }
  }
  await completeFinishedClasses(ctx.db);
  // Rejected and cancelled.
  const rejected = await ask(yasmine, haddad, 3, 'Grammaire.');
  await rejectPrivateClass(ctx, haddad, rejected.id, 'Mon agenda est complet ce mois-ci.', 'ar');
  const cancelled = await ask(karim, benali, 2, 'هندسة فضائية.');
  await cancelPrivateClass(ctx, karim, cancelled.id, 'تغيّر موعد الامتحان.', 'ar');
}
