import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { courseEnrollments, courses } from '../../db/schema/courses';
import { pointPackages, pointTransactions, redeemCodes } from '../../db/schema/points';
import { getCourseSummaries } from '../courses/course-summary.read-model';
import * as ledger from './ledger';
import { newCode } from './codes';

/**
 * Demo wallet: the three packages, a printed batch of unused codes, and students with real ledger history
 * (a card purchase, a redeemed code, course purchases with the professors' shares).
 */
export async function seedPointsDemo(db: Db, people: { admin: number; students: number[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const [small, medium, large] = await tx
      .insert(pointPackages)
      .values([
        { name: 'باقة 1000 نقطة', points: 1000, price: 1000, displayOrder: 0 },
        { name: 'باقة 2000 نقطة', points: 2000, price: 1900, displayOrder: 1 },
        { name: 'باقة 5000 نقطة', points: 5000, price: 4500, displayOrder: 2 },
      ])
      .returning();
    const batch = `demo-${new Date().toISOString().slice(0, 10)}`;
    await tx.insert(redeemCodes).values(
      Array.from({ length: 5 }, () => ({
        code: newCode(),
        points: small!.points,
        packageId: small!.id,
        batch,
        createdBy: people.admin,
      })),
    );

    const [amine, yasmine] = people.students;
    // Amine paid for the 5000 package by card (through the sandbox) and bought two courses.
    const [purchase] = await tx
      .insert(pointTransactions)
      .values({
        userId: amine!,
        kind: 'purchase',
        status: 'pending',
        amount: large!.points,
        description: large!.name,
        packageId: large!.id,
        provider: 'sandbox',
        providerRef: randomUUID(),
        amountDzd: large!.price,
      })
      .returning({ id: pointTransactions.id });
    await ledger.completePending(tx, purchase!.id, { sandbox: 'pay', seeded: true });
    // The two cheapest approved courses, at their resolved prices.
    const approved = await tx.select({ id: courses.id }).from(courses).where(eq(courses.status, 'approved'));
    const priced = (
      await getCourseSummaries(
        tx,
        approved.map((c) => c.id),
      )
    )
      .filter((c) => c.price !== null && c.price > 0)
      .sort((a, b) => a.price! - b.price!)
      .slice(0, 2);
    const share = await ledger.professorSharePercent(tx);
    for (const course of priced) {
      const price = course.price!;
      await tx.insert(courseEnrollments).values({ userId: amine!, courseId: course.id, pricePaid: price });
      const spent = await ledger.debit(tx, {
        userId: amine!,
        amount: price,
        kind: 'spend',
        description: course.title,
        courseId: course.id,
      });
      await ledger.recordEarning(tx, {
        professorId: course.createdBy,
        courseId: course.id,
        transactionId: spent.transactionId,
        gross: price,
        sharePercent: share,
      });
    }
    // Yasmine redeemed a printed code from the medium package.
    const [code] = await tx
      .insert(redeemCodes)
      .values({
        code: newCode(),
        points: medium!.points,
        packageId: medium!.id,
        batch,
        createdBy: people.admin,
        redeemedBy: yasmine!,
        redeemedAt: new Date(),
      })
      .returning();
    await ledger.credit(tx, {
      userId: yasmine!,
      amount: code!.points,
      kind: 'code',
      description: `Code ${code!.code.slice(0, 4)}…`,
      packageId: medium!.id,
      codeId: code!.id,
    });
  });
}
