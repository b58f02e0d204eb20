import { count, eq } from 'drizzle-orm';
import type { Role } from '../../contract/users';
import type { AppContext } from '../context';
import { appMeta } from './schema/meta';
import { users } from './schema/users';
import { seedCoursesDemo } from '../modules/courses/demo-data';
import { seedLiveDemo } from '../modules/live/demo-data';
import { seedPointsDemo } from '../modules/points/demo-data';
import { seedStructureDemo } from '../modules/structure/demo-data';
import { createUser, findUserByEmail } from '../modules/users/service';

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
 * demo data once when seeding is on. Later domains add their demo data to `seedDemoData`.
 */
export async function seedDatabase(ctx: SeedContext): Promise<SeedReport> {
  const report: SeedReport = { adminCreated: null, demoSeeded: null };
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  const empty = (existing?.n ?? 0) === 0;

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

async function seedDemoData(ctx: SeedContext) {
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const row = (await findUserByEmail(ctx.db, account.email)) ?? (await createUser(ctx, account));
    ids.set(account.email, row.id);
  }
  await seedStructureDemo(ctx.db);
  await seedCoursesDemo(ctx.db, ctx.storage, {
    admin: ids.get('admin@masar.dz')!,
    benali: ids.get('prof.benali@masar.dz')!,
    haddad: ids.get('prof.haddad@masar.dz')!,
  });
  await seedPointsDemo(ctx.db, {
    admin: ids.get('admin@masar.dz')!,
    students: ['amine@masar.dz', 'yasmine@masar.dz', 'karim@masar.dz'].map((email) => ids.get(email)!),
  });
  await seedLiveDemo(ctx.db, {
    admin: ids.get('admin@masar.dz')!,
    benali: ids.get('prof.benali@masar.dz')!,
    haddad: ids.get('prof.haddad@masar.dz')!,
    students: ['amine@masar.dz', 'yasmine@masar.dz', 'karim@masar.dz'].map((email) => ids.get(email)!),
  });
}
