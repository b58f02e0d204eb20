import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  liveSectionPurchases,
  liveSectionSessions,
  liveSections,
  liveSessionPurchases,
  liveSessions,
} from '../../db/schema/live';
import { materials } from '../../db/schema/structure';
import * as ledger from '../points/ledger';
import { newRoomName } from './sessions';

const DAY = 86_400_000;

/** Demo sessions start on the hour, a few days from the seeding. */
function atHour(daysFromNow: number, hour: number) {
  const date = new Date(Date.now() + daysFromNow * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/** A seat bought through the ledger, as a real purchase would be: seat, counter, debit, professor's share. */
async function sellSeat(tx: DbOrTx, session: typeof liveSessions.$inferSelect, userId: number) {
  if ((await ledger.balanceOf(tx, userId)) < session.price) return;
  await tx.insert(liveSessionPurchases).values({ sessionId: session.id, userId, amountPaid: session.price });
  await tx
    .update(liveSessions)
    .set({ attendeesCount: session.attendeesCount + 1 })
    .where(eq(liveSessions.id, session.id));
  session.attendeesCount += 1;
  if (session.price === 0) return;
  const posted = await ledger.debit(tx, {
    userId,
    amount: session.price,
    kind: 'spend',
    description: session.title,
    liveSessionId: session.id,
  });
  await ledger.recordEarning(tx, {
    professorId: session.professorId,
    liveSessionId: session.id,
    transactionId: posted.transactionId,
    gross: session.price,
    sharePercent: await ledger.professorSharePercent(tx),
  });
}

/**
 * Demo live teaching: an approved session in three days with two buyers, a live section of two sessions
 * that Karim owns, a session awaiting approval, and last week's session saved to the library with a recording.
 */
export async function seedLiveDemo(
  db: Db,
  people: { admin: number; benali: number; haddad: number; students: number[] },
): Promise<void> {
  const [amine, yasmine, karim] = people.students;
  await db.transaction(async (tx) => {
    const [material] = await tx.select({ id: materials.id }).from(materials).limit(1);
    const approved = { isApproved: true, approvedAt: new Date(), approvedBy: people.admin };
    const [upcoming, second, , past] = await tx
      .insert(liveSessions)
      .values([
        {
          professorId: people.benali,
          title: 'مراجعة الدوال الأسية — حصة مباشرة',
          description: 'حل تمارين البكالوريا على الدوال الأسية واللوغاريتمية مع أسئلة مباشرة.',
          materialId: material?.id ?? null,
          scheduledAt: atHour(3, 17),
          duration: 90,
          maxAttendees: 30,
          price: 300,
          tags: ['رياضيات', 'بكالوريا'],
          room: newRoomName(),
          ...approved,
        },
        {
          professorId: people.benali,
          title: 'المتتاليات العددية — حصة مباشرة',
          description: 'المتتاليات الحسابية والهندسية، والبرهان بالتراجع.',
          materialId: material?.id ?? null,
          scheduledAt: atHour(10, 17),
          duration: 90,
          maxAttendees: 30,
          price: 300,
          tags: ['رياضيات'],
          room: newRoomName(),
          ...approved,
        },
        {
          professorId: people.haddad,
          title: 'Conversation française — niveau B1',
          description: 'Une heure de conversation guidée autour de l’actualité.',
          scheduledAt: atHour(5, 16),
          duration: 60,
          maxAttendees: 12,
          price: 250,
          tags: ['français'],
          room: newRoomName(),
        },
        {
          professorId: people.benali,
          title: 'الأعداد المركبة — تسجيل الحصة',
          description: 'الشكل الجبري والمثلثي للأعداد المركبة.',
          materialId: material?.id ?? null,
          scheduledAt: atHour(-7, 17),
          duration: 60,
          maxAttendees: 30,
          price: 200,
          tags: ['رياضيات'],
          room: newRoomName(),
          status: 'ended',
          startedAt: atHour(-7, 17),
          endedAt: atHour(-7, 18),
          isRecorded: true,
          recordingUrl: 'https://commons.wikimedia.org/wiki/File:Big_Buck_Bunny_4K.webm',
          ...approved,
        },
      ])
      .returning();
    for (const student of [amine, yasmine]) if (student) await sellSeat(tx, upcoming!, student);
    if (amine) await sellSeat(tx, past!, amine);

    const [section] = await tx
      .insert(liveSections)
      .values({
        professorId: people.benali,
        title: 'حصص التحليل المباشرة — الفصل الأول',
        description: 'حصتان مباشرتان في التحليل بسعر واحد.',
        price: 500,
        materialId: material?.id ?? null,
        status: 'approved',
        reviewedBy: people.admin,
        reviewedAt: new Date(),
      })
      .returning();
    await tx.insert(liveSectionSessions).values([
      { sectionId: section!.id, sessionId: upcoming!.id },
      { sectionId: section!.id, sessionId: second!.id },
    ]);
    if (karim && (await ledger.balanceOf(tx, karim)) >= section!.price) {
      await tx
        .insert(liveSectionPurchases)
        .values({ sectionId: section!.id, userId: karim, amountPaid: section!.price });
      const posted = await ledger.debit(tx, {
        userId: karim,
        amount: section!.price,
        kind: 'spend',
        description: section!.title,
        liveSectionId: section!.id,
      });
      await ledger.recordEarning(tx, {
        professorId: people.benali,
        liveSectionId: section!.id,
        transactionId: posted.transactionId,
        gross: section!.price,
        sharePercent: await ledger.professorSharePercent(tx),
      });
    }
  });
}
