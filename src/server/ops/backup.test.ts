import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { backup, BackupError, PID_FILE, restore } from './backup';

let dataDir: string;
let backups: string;

const users = async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const rows = await database.db.execute<{ email: string }>(sql`select email from users order by email`);
    return rows.rows.map((r) => r.email);
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-backup-data-'));
  backups = path.join(dataDir, 'backups');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await database.db.execute(
    sql`insert into users (name, email, password_hash, role) values ('Amina', 'amina@example.dz', 'x', 'student')`,
  );
  await database.close();
  await mkdir(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'avatars', 'a.png'), 'the first avatar');
  await writeFile(path.join(dataDir, 'uploads', 'avatars', 'b.png.123.part'), 'half written');
  await writeFile(path.join(dataDir, 'jwt-secret'), 'the-embedded-secret');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('backup and restore of the embedded set-up', () => {
  let archive: string;

  it('writes a timestamped archive of the database, the uploads and the secret', async () => {
    archive = await backup({ dataDir, into: backups, now: new Date('2026-11-24T06:05:07.123Z') });
    expect(archive).toBe(path.join(backups, 'masar-backup-20261124T060507Z.tar.gz'));
    expect(existsSync(archive)).toBe(true);
    expect(existsSync(`${archive}.part`)).toBe(false);
  });

  it('brings everything back after changes, keeping what was there aside', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.db.execute(sql`delete from users where email = 'amina@example.dz'`);
    await database.db.execute(
      sql`insert into users (name, email, password_hash, role) values ('Later', 'later@example.dz', 'x', 'student')`,
    );
    await database.close();
    await writeFile(path.join(dataDir, 'uploads', 'avatars', 'a.png'), 'overwritten');
    await writeFile(path.join(dataDir, 'uploads', 'avatars', 'c.png'), 'added after the backup');
    expect(await users()).toEqual(['later@example.dz']);

    const result = await restore({ dataDir, archive, now: new Date('2026-11-24T07:00:00Z') });
    expect(result.manifest).toMatchObject({
      app: 'masar',
      format: 1,
      createdAt: '2026-11-24T06:05:07.123Z',
      contains: { database: 'db.tar', uploads: true, jwtSecret: true },
    });
    expect(await users()).toEqual(['amina@example.dz']);
    expect(await readFile(path.join(dataDir, 'uploads', 'avatars', 'a.png'), 'utf8')).toBe(
      'the first avatar',
    );
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', 'c.png'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', 'b.png.123.part'))).toBe(false);
    expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('the-embedded-secret');

    expect(result.previous).toBe(path.join(dataDir, 'before-restore-20261124T070000Z'));
    expect(await readFile(path.join(result.previous!, 'uploads', 'avatars', 'c.png'), 'utf8')).toBe(
      'added after the backup',
    );
  });

  it('refuses while a server runs on the data directory, and refuses a file that is not a backup', async () => {
    // A live process other than this one (our parent) stands for the server.
    await writeFile(path.join(dataDir, PID_FILE), String(process.ppid));
    await expect(backup({ dataDir, into: backups })).rejects.toThrow(/The server is running/);
    await expect(restore({ dataDir, archive })).rejects.toBeInstanceOf(BackupError);
    await rm(path.join(dataDir, PID_FILE));

    const notABackup = path.join(dataDir, 'notes.tar.gz');
    await writeFile(notABackup, 'plain text');
    await expect(restore({ dataDir, archive: notABackup })).rejects.toThrow(/is not a Masar backup/);
    expect(await users()).toEqual(['amina@example.dz']);
  });
});
