import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { getCourseSummaries } from '../modules/courses/index';
import { enroll } from '../modules/enrollments/index';
import {
  completePending,
  createPackage,
  debit,
  generateCodes,
  openPending,
  professorSharePercent,
  recordEarning,
  redeem,
  setProviderRef,
} from '../modules/points/index';
import type { AuthUser } from '../plugins/access';
import { demoTranslations } from './catalogue-names';

/**
 * Demo wallet: the three packages, a printed batch of unused codes, and students with real ledger history
 * (a card purchase, a redeemed code, course purchases with the professors' shares), all through the points
 * and enrollments modules' own functions.
 */
export async function seedPointsDemo(
  db: Db,
  people: { admin: AuthUser; students: AuthUser[] },
  approvedCourseIds: number[],
): Promise<void> {
  const offers = [
    { name: 'باقة 1000 نقطة', points: 1000, price: 1000 },
    { name: 'باقة 2000 نقطة', points: 2000, price: 1900 },
    { name: 'باقة 5000 نقطة', points: 5000, price: 4500 },
  ];
  const packages = [];
  for (const [order, offer] of offers.entries()) {
    packages.push(
      await createPackage(db, {
        ...offer,
        translations: demoTranslations(offer.name),
        is_active: true,
        display_order: order,
      }),
    );
  }
  const [small, medium, large] = packages;
  await generateCodes(db, people.admin, { count: 5, packageId: small!.id }, 'ar');

  const [amine, yasmine] = people.students;
  // Amine paid for the 5000 package by card (through the sandbox), as the sandbox checkout would record it.
  const purchase = await openPending(db, {
    userId: amine!.id,
    points: large!.points,
    description: large!.name,
    packageId: large!.id,
    provider: 'sandbox',
    amountDzd: large!.price,
  });
  await setProviderRef(db, purchase, randomUUID());
  await db.transaction((tx) => completePending(tx, purchase, { sandbox: 'pay', seeded: true }));

  // Then he bought the two cheapest approved courses at their resolved prices. These are historic
  // purchases: the same ledger steps as buying a course now (enrolment, spend, professor's share) in one
  // transaction, since the purchase service itself is not part of the points module's public API.
  const priced = (await getCourseSummaries(db, approvedCourseIds))
    .filter((c) => c.price !== null && c.price > 0)
    .sort((a, b) => a.price! - b.price!)
    .slice(0, 2);
  for (const course of priced) {
    const price = course.price!;
    await db.transaction(async (tx) => {
      await enroll(tx, { userId: amine!.id, courseId: course.id, pricePaid: price });
      const spent = await debit(tx, {
        userId: amine!.id,
        amount: price,
        kind: 'spend',
        description: course.title,
        courseId: course.id,
      });
      await recordEarning(tx, {
        professorId: course.createdBy,
        courseId: course.id,
        transactionId: spent.transactionId,
        gross: price,
        sharePercent: await professorSharePercent(tx),
      });
    });
  }

  // Yasmine redeemed a printed code from the medium package.
  const { codes } = await generateCodes(db, people.admin, { count: 1, packageId: medium!.id }, 'ar');
  await redeem(db, yasmine!, codes[0]!.code);
}
