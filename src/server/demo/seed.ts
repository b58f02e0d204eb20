import { eq } from 'drizzle-orm';
import type { Role } from '../../contract/users';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema/meta';
import { createUser, findUserByEmail, hasAnyUser } from '../modules/users/index';
import type { AuthUser } from '../plugins/access';
import { seedCatalogueDemo } from './catalogue';
import { seedCoursesDemo } from './courses';
import { seedLiveDemo } from './live';
import { seedPointsDemo } from './points';
import { seedPrivateClassesDemo } from './private-classes';
import { seedQuizzesDemo } from './quizzes';
import { seedSlidesDemo } from './slides';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** The demo accounts, also listed in the README. Only ever created on the embedded default or SEED_DEMO=true. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'مدير المنصة', email: 'admin@masar.dz', password: 'MasarAdmin#2026', role: 'admin' },
  { name: 'أ. سمير بن علي', email: 'prof.benali@masar.dz', password: 'MasarProf#2026', role: 'professor' },
  { name: 'أ. نادية حداد', email: 'prof.haddad@masar.dz', password: 'MasarProf#2026', role: 'professor' },
  { name: 'أمين بوزيد', email: 'amine@masar.dz', password: 'MasarStudent#2026', role: 'student' },
  { name: 'ياسمين قاسمي', email: 'yasmine@masar.dz', password: 'MasarStudent#2026', role: 'student' },
  { name: 'كريم مزياني', email: 'karim@masar.dz', password: 'MasarStudent#2026', role: 'student' },
];

type SeedContext = Pick<AppContext, 'db' | 'passwords' | 'config' | 'storage'>;

export interface SeedReport {
  adminCreated: string | null;
  demoSeeded: DemoAccount[] | null;
}

/**
 * Start-up data. On an empty database: the configured admin (ADMIN_EMAIL/ADMIN_PASSWORD) when set, then the
 * demo data once when seeding is on. Later domains add their demo data to `seedDemoData`. Run it through
 * `migrateAndSeed` so that two instances starting together do not both seed.
 */
export async function seedDatabase(ctx: SeedContext): Promise<SeedReport> {
  const report: SeedReport = { adminCreated: null, demoSeeded: null };
  const empty = !(await hasAnyUser(ctx.db));

  if (ctx.config.admin && !(await findUserByEmail(ctx.db, ctx.config.admin.email))) {
    await createUser(ctx, { name: 'Administrator', ...ctx.config.admin, role: 'admin' });
    report.adminCreated = ctx.config.admin.email;
  }

  if (ctx.config.seedDemo && empty) {
    const [done] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded')).limit(1);
    if (!done) {
      await seedDemoData(ctx);
      await ctx.db.insert(appMeta).values({ key: 'demo_seeded', value: { at: new Date().toISOString() } });
      report.demoSeeded = DEMO_ACCOUNTS;
    }
  }
  return report;
}

/**
 * Migrations and start-up data under one PostgreSQL advisory lock: when several instances start together on
 * one database, one migrates and seeds while the others wait, then find the work done.
 */
export function migrateAndSeed(database: Database, ctx: SeedContext): Promise<SeedReport> {
  return database.withStartupLock(async () => {
    await database.migrate();
    return seedDatabase(ctx);
  });
}

async function seedDemoData(ctx: SeedContext) {
  const people = new Map<string, AuthUser>();
  for (const account of DEMO_ACCOUNTS) {
    const row = (await findUserByEmail(ctx.db, account.email)) ?? (await createUser(ctx, account));
    people.set(account.email, { id: row.id, role: row.role, name: row.name, email: row.email });
  }
  const person = (email: string) => people.get(email)!;
  const catalogue = await seedCatalogueDemo(ctx.db);
  const approved = await seedCoursesDemo(
    ctx,
    {
      admin: person('admin@masar.dz'),
      benali: person('prof.benali@masar.dz'),
      haddad: person('prof.haddad@masar.dz'),
    },
    catalogue,
  );
  await seedPointsDemo(
    ctx.db,
    {
      admin: person('admin@masar.dz'),
      students: ['amine@masar.dz', 'yasmine@masar.dz', 'karim@masar.dz'].map(person),
    },
    approved,
  );
  await seedLiveDemo(
    ctx,
    {
      admin: person('admin@masar.dz'),
      benali: person('prof.benali@masar.dz'),
      haddad: person('prof.haddad@masar.dz'),
      students: ['amine@masar.dz', 'yasmine@masar.dz', 'karim@masar.dz'].map(person),
    },
    catalogue,
  );
  const [admin, benali, haddad, amine] = ['admin', 'prof.benali', 'prof.haddad', 'amine'].map((n) =>
    person(`${n}@masar.dz`),
  );
  await seedQuizzesDemo(ctx.db, { admin: admin!, benali: benali!, haddad: haddad!, amine: amine! }, approved);
  await seedSlidesDemo(ctx);
  await seedPrivateClassesDemo(
    ctx,
    {
      admin: admin!,
      benali: benali!,
      haddad: haddad!,
      students: ['amine@masar.dz', 'yasmine@masar.dz', 'karim@masar.dz'].map(person),
    },
    catalogue,
  );
}
