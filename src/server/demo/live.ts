import type { AppContext } from '../context';
import {
  buySection,
  buySession,
  createSection,
  createSession,
  reviewSection,
  updateSession,
  type LiveContext,
} from '../modules/live/index';
import { getBalance } from '../modules/points/index';
import type { AuthUser } from '../plugins/access';
import type { DemoCatalogue } from './catalogue';

const DAY = 86_400_000;

/** Demo sessions start on the hour, a few days from the seeding. */
function atHour(daysFromNow: number, hour: number) {
  const date = new Date(Date.now() + daysFromNow * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/**
 * Demo live teaching, written through the live module as professors, the admin and students would: an approved
 * session in three days with two buyers, a live section of two sessions that Karim owns, a session awaiting
 * approval, and last week's session, bought by Amine, saved to the library with a recording link.
 */
export async function seedLiveDemo(
  seed: Pick<AppContext, 'db' | 'config'>,
  people: { admin: AuthUser; benali: AuthUser; haddad: AuthUser; students: AuthUser[] },
  catalogue: DemoCatalogue,
): Promise<void> {
  // Nothing is mailed or pushed while seeding: the notifications are stored, their delivery never runs.
  const ctx: LiveContext = {
    ...seed,
    mailer: { send: async () => undefined, close: () => undefined },
    events: {
      publish: () => undefined,
      on: () => () => undefined,
      settled: async () => undefined,
      close: async () => undefined,
    },
  };
  const { admin, benali, haddad } = people;
  const [amine, yasmine, karim] = people.students;
  const maths = catalogue.material('السنة الثالثة ثانوي', 'علوم تجريبية', 'الرياضيات');
  const session = (fields: { title: string; description: string; at: Date; tags: string[] }) => ({
    title: fields.title,
    description: fields.description,
    material_id: maths,
    scheduledAt: fields.at.toISOString(),
    duration: 90,
    maxAttendees: 30,
    price: 300,
    tags: fields.tags,
  });
  const approve = (id: number) => updateSession(ctx, admin, id, { isApproved: true }, { admin: true });
  const canPay = async (student: AuthUser | undefined, price: number) =>
    student !== undefined && (await getBalance(ctx.db, student.id)) >= price;

  const upcoming = await createSession(
    ctx,
    benali,
    benali.id,
    session({
      title: 'مراجعة الدوال الأسية — حصة مباشرة',
      description: 'حل تمارين البكالوريا على الدوال الأسية واللوغاريتمية مع أسئلة مباشرة.',
      at: atHour(3, 17),
      tags: ['رياضيات', 'بكالوريا'],
    }),
  );
  const second = await createSession(
    ctx,
    benali,
    benali.id,
    session({
      title: 'المتتاليات العددية — حصة مباشرة',
      description: 'المتتاليات الحسابية والهندسية، والبرهان بالتراجع.',
      at: atHour(10, 17),
      tags: ['رياضيات'],
    }),
  );
  await createSession(ctx, haddad, haddad.id, {
    title: 'Conversation française — niveau B1',
    description: 'Une heure de conversation guidée autour de l’actualité.',
    scheduledAt: atHour(5, 16).toISOString(),
    duration: 60,
    maxAttendees: 12,
    price: 250,
    tags: ['français'],
  });
  const lastWeek = atHour(-7, 17);
  const past = await createSession(
    ctx,
    benali,
    benali.id,
    session({
      title: 'الأعداد المركبة — تسجيل الحصة',
      description: 'الشكل الجبري والمثلثي للأعداد المركبة.',
      at: lastWeek,
      tags: ['رياضيات'],
    }),
    new Date(lastWeek.getTime() - 3 * DAY),
  );
  for (const s of [upcoming, second, past]) await approve(s.id);

  for (const student of [amine, yasmine]) {
    if (student && (await canPay(student, upcoming.price))) await buySession(ctx, student, upcoming.id);
  }
  if (amine && (await canPay(amine, past.price))) await buySession(ctx, amine, past.id);
  for (const status of ['starting', 'live'] as const) {
    await updateSession(ctx, benali, past.id, { status }, { admin: false });
  }
  await updateSession(
    ctx,
    benali,
    past.id,
    { recordingUrl: 'https://commons.wikimedia.org/wiki/File:Big_Buck_Bunny_4K.webm' },
    { admin: false },
  );

  const section = await createSection(ctx, benali, {
    title: 'حصص التحليل المباشرة — الفصل الأول',
    description: 'حصتان مباشرتان في التحليل بسعر واحد.',
    price: 500,
    sessionIds: [upcoming.id, second.id],
    material_id: maths,
  });
  await reviewSection(ctx.db, admin, section.id, { approve: true });
  if (karim && (await canPay(karim, section.price))) await buySection(ctx, karim, section.id);
}
