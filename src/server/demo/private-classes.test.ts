import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configure: (config) => void (config.seedDemo = true) });
  await seedDatabase(t.ctx);
}, 120_000);
afterAll(async () => {
  await t.close();
});

it('the demo holds a private class in every status, and every wallet still equals its ledger', async () => {
  const statuses = await t.ctx.db.execute<{ status: string }>(
    sql`select distinct status::text as status from private_classes order by status`,
  );
  expect(statuses.rows.map((r) => r.status)).toEqual([
    'cancelled',
    'completed',
    'confirmed',
    'pending',
    'rejected',
    'scheduled',
  ]);
  const teachers = await t.request({ method: 'GET', url: '/api/professors?private_classes=true' });
  expect(teachers.json().pagination.total).toBe(2);
  const unbalanced = await t.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from wallets w
    where w.balance <> (select coalesce(sum(amount), 0) from point_transactions p
                        where p.user_id = w.user_id and p.status = 'completed')`);
  expect(unbalanced.rows[0]!.n).toBe(0);
});

// The same seeded demo, for the home page's slides (one seeding per file keeps the machine free).
it('the demo shows slides to students and visitors and one to professors, in three languages, with their images', async () => {
  const visitor = await t.request({ method: 'GET', url: '/api/slides/active' });
  expect(visitor.statusCode).toBe(200);
  const slides = visitor.json() as { title: Record<string, string>; image_url: string; cta_link: string }[];
  expect(slides).toHaveLength(2);
  expect(slides.map((s) => s.cta_link)).toEqual(['/TTHCourses', '/TTHPrivateClasses']);
  for (const slide of slides) {
    expect(new Set([slide.title.ar, slide.title.fr, slide.title.en]).size).toBe(3);
    const image = await t.request({ method: 'GET', url: new URL(slide.image_url, 'http://x').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The WebP copy the carousel offers a phone.
    const copy = await t.request({ method: 'GET', url: slide.image_url.replace(/\.png$/, '-640.webp') });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
  }
  const professorSlides = await t.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from slides where 'professor' = any(target_audience_roles)`,
  );
  expect(professorSlides.rows[0]!.n).toBe(1);
});
