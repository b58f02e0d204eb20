import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What `npm run backup` writes first in the archive, and `npm run restore` checks before touching anything. */
export interface BackupManifest {
  format: 1;
  app: 'masar';
  createdAt: string;
  /** What the archive holds beside this file. */
  contains: { database: 'db.tar'; uploads: boolean; jwtSecret: boolean };
}

/** The file a running embedded server keeps in DATA_DIR (main.ts), so backup and restore never race it. */
export const PID_FILE = 'server.pid';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Refuses while a server runs on this data directory: PGlite has one writer, and a copy must be consistent. */
export async function assertServerStopped(dataDir: string) {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return;
  const pid = Number((await readFile(file, 'utf8')).trim());
  // A stale file naming this very process (a container restarted as pid 1) is not another server.
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale file: that process is gone
  }
  throw new BackupError(
    `The server is running on ${dataDir} (pid ${pid}). Stop it first: the embedded database has one writer.`,
  );
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes a consistent copy of DATA_DIR — the embedded database (PGlite's own dump of its data directory),
 * the uploads and the generated JWT secret — to `<into>/masar-backup-<UTC time>.tar.gz`, and returns its path.
 * The server must be stopped (a few seconds for one school; docs/deploy.md).
 */
export async function backup(options: { dataDir: string; into: string; now?: Date }): Promise<string> {
  const { dataDir } = options;
  await assertServerStopped(dataDir);
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dbDir}: nothing to back up.`);
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'masar-backup-'));
  try {
    const pglite = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
    try {
      // A checkpoint first, so the dump holds every committed change in the data files themselves.
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('none');
      await writeFile(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
    const uploads = path.join(dataDir, 'uploads');
    const hasUploads = existsSync(uploads);
    if (hasUploads) {
      // Half-written uploads (`*.part`) are not files yet.
      await cp(uploads, path.join(staging, 'uploads'), {
        recursive: true,
        filter: (source) => !source.endsWith('.part'),
      });
    }
    const secret = path.join(dataDir, 'jwt-secret');
    const hasSecret = existsSync(secret);
    if (hasSecret) await cp(secret, path.join(staging, 'jwt-secret'));
    const manifest: BackupManifest = {
      format: 1,
      app: 'masar',
      createdAt: (options.now ?? new Date()).toISOString(),
      contains: { database: 'db.tar', uploads: hasUploads, jwtSecret: hasSecret },
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(options.into, { recursive: true });
    const archive = path.join(
      path.resolve(options.into),
      `masar-backup-${stamp(options.now ?? new Date())}.tar.gz`,
    );
    const partial = `${archive}.part`;
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    await rename(partial, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into DATA_DIR. What was there (database, uploads, secret) is moved aside to
 * `DATA_DIR/before-restore-<UTC time>/` first, never deleted, so a restore of the wrong file can be undone.
 * Returns the archive's manifest and where the previous state went.
 */
export async function restore(options: {
  dataDir: string;
  archive: string;
  now?: Date;
}): Promise<{ manifest: BackupManifest; previous: string | null }> {
  const { dataDir } = options;
  await assertServerStopped(dataDir);
  if (!existsSync(options.archive)) throw new BackupError(`No such backup: ${options.archive}`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'masar-restore-'));
  try {
    try {
      await run('tar', ['-xzf', options.archive, '-C', staging]);
    } catch {
      throw new BackupError(`${options.archive} is not a Masar backup (not a .tar.gz archive).`);
    }
    const manifest = await readManifest(staging, options.archive);

    await mkdir(dataDir, { recursive: true });
    const present = ['db', 'uploads', 'jwt-secret'].filter((name) => existsSync(path.join(dataDir, name)));
    let previous: string | null = null;
    if (present.length > 0) {
      previous = path.join(dataDir, `before-restore-${stamp(options.now ?? new Date())}`);
      await mkdir(previous);
      for (const name of present) await rename(path.join(dataDir, name), path.join(previous, name));
    }

    const dump = await readFile(path.join(staging, 'db.tar'));
    const pglite = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm },
    });
    await pglite.query('select 1');
    await pglite.close();
    if (manifest.contains.uploads)
      await cp(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
    if (manifest.contains.jwtSecret)
      await cp(path.join(staging, 'jwt-secret'), path.join(dataDir, 'jwt-secret'));
    return { manifest, previous };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string, archive: string): Promise<BackupManifest> {
  const names = await readdir(staging);
  if (!names.includes('manifest.json') || !names.includes('db.tar')) {
    throw new BackupError(`${archive} is not a Masar backup (no manifest.json and db.tar inside).`);
  }
  const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.app !== 'masar' || manifest.format !== 1) {
    throw new BackupError(
      `${archive} is a backup of another kind or version (format ${String(manifest.format)}).`,
    );
  }
  if ((await stat(path.join(staging, 'db.tar'))).size === 0)
    throw new BackupError(`${archive} has an empty database.`);
  return manifest;
}
