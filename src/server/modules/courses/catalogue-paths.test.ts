/**
 * The catalogue paths of course summaries kept between catalogue writes (catalogue-paths.read-model.ts): a
 * material's name, price or place in the tree changed through the API shows on its courses at once, and a
 * change made behind the API's back does not (so the tests below can tell whether the paths are kept at all).
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { materials } from '../../db/schema/structure';
import { createEventBus } from '../../plugins/events';
import { admin, approvedCourse, materialId, t, useCourseFixtures } from '../../test/course-fixtures';
import { countingReads } from '../../test/helper';
import { cataloguePaths, registerCataloguePaths } from './catalogue-paths.read-model';

useCourseFixtures();

type Summary = {
  id: number;
  price: number | null;
  materialPath: { materialName: string; price: number } | null;
};

/** The material's courses as an admin lists them (never answered by the public cache). */
async function listed(courseId: number): Promise<Summary> {
  const res = await t.request({
    method: 'GET',
    url: `/api/courses?materialId=${materialId}&limit=100`,
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const course = (res.json().courses as Summary[]).find((c) => c.id === courseId);
  expect(course).toBeDefined();
  return course!;
}

const editMaterial = async (payload: object) => {
  const res = await t.request({
    method: 'PUT',
    url: `/api/materials/${materialId}`,
    token: admin.token,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('catalogue paths of course summaries', () => {
  it('are kept between catalogue writes, and every write through the API shows at once', async () => {
    const course = await approvedCourse();
    const first = await listed(course.id);
    expect(first.materialPath?.materialName).toBe('الرياضيات');

    // Renamed behind the API's back: the kept path is still served…
    await t.ctx.db.update(materials).set({ name: 'Quietly' }).where(eq(materials.id, materialId));
    expect((await listed(course.id)).materialPath?.materialName).toBe('الرياضيات');
    // …until a catalogue write through the API, seen on the very next read.
    await editMaterial({ name: 'Mathématiques', price: 3500 });
    const renamed = await listed(course.id);
    expect(renamed.materialPath).toMatchObject({ materialName: 'Mathématiques', price: 3500 });
    expect(renamed.price).toBe(3500);
    // A course's own page reads the same paths.
    const page = await t.request({ method: 'GET', url: `/api/courses/${course.id}`, token: admin.token });
    expect(page.json()).toMatchObject({ materialPath: { materialName: 'Mathématiques' }, price: 3500 });

    await editMaterial({ name: 'الرياضيات', price: 3000 });
    expect((await listed(course.id)).materialPath).toMatchObject({ materialName: 'الرياضيات', price: 3000 });
  });

  it('read once for the requests that miss together, and not across a change', async () => {
    const app = Fastify();
    const events = await createEventBus({ log: app.log });
    const { db: counted, reads } = countingReads(t.ctx.db);
    registerCataloguePaths(counted, events);
    const paths = cataloguePaths(counted);
    try {
      const found = await Promise.all(
        Array.from({ length: 20 }, () => paths.materials(counted, [materialId])),
      );
      expect(reads()).toBe(1);
      expect(found.every((m) => m.get(materialId)?.materialId === materialId)).toBe(true);
      await paths.materials(counted, [materialId]);
      expect(reads()).toBe(1);

      // Public data changes while a read is under way: that read still answers, later ones read again.
      events.publish({ type: 'public-data.changed' });
      const before = paths.materials(counted, [materialId]);
      events.publish({ type: 'public-data.changed' });
      const after = paths.materials(counted, [materialId]);
      const [a, b] = await Promise.all([before, after]);
      expect(reads()).toBe(3);
      expect(a.get(materialId)?.materialId).toBe(materialId);
      expect(b.get(materialId)?.materialId).toBe(materialId);
      await paths.materials(counted, [materialId]);
      expect(reads()).toBe(3);
      // A transaction reads its own view every time.
      let seen: string | undefined;
      await expect(
        counted.transaction(async (tx) => {
          await tx.update(materials).set({ name: 'In a transaction' }).where(eq(materials.id, materialId));
          seen = (await cataloguePaths(tx).materials(tx, [materialId])).get(materialId)?.materialName;
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(seen).toBe('In a transaction');
    } finally {
      await events.close();
      await app.close();
    }
  });
});
