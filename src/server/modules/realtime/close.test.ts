import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { buildUser, createTestApp, EVENTUALLY } from '../../test/helper';
import { liveFixtures } from '../../test/live-fixtures';
import { signedInSocket, socketUrl, subscribe } from '../../test/socket-client';

const postgres = inject('postgres');

describe("the sockets' close", () => {
  // A second connection holds a lock the recheck waits for: the PostgreSQL server only (PGlite has one).
  it.skipIf(!postgres)(
    "waits for a recheck of the sockets' rooms still running before the app ends",
    async () => {
      const t = await createTestApp({
        configure: (config) => {
          config.realtime = { ...config.realtime, recheckIntervalMs: 50 };
        },
      });
      const [admin, prof] = [await buildUser(t, 'admin'), await buildUser(t, 'professor')];
      const session = await liveFixtures(t, { admin, prof }).approved();
      const socket = await signedInSocket(await socketUrl(t.app), admin.token);
      expect(await subscribe(socket, String(session.id))).toEqual({
        type: 'subscribed',
        roomId: String(session.id),
      });

      // The recheck reads the session to know who may stay in its room: a lock on the sessions holds it.
      const other = new pg.Client({ connectionString: t.databaseUrl! });
      await other.connect();
      await other.query('begin');
      await other.query('lock table live_sessions in access exclusive mode');
      await vi.waitFor(async () => {
        const { rows } = await other.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(rows[0]!.waiting).toBeGreaterThan(0);
      }, EVENTUALLY);

      const order: string[] = [];
      const closing = t.app.close().then(() => order.push('closed'));
      // Held until the app has closed or a second has passed: a close that did not wait would end first, and the
      // recheck's query would then run on a database being ended.
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
      order.push('released');
      await other.query('rollback');
      await other.end();
      await closing;

      expect(order).toEqual(['released', 'closed']);
      await t.close();
    },
  );
});
