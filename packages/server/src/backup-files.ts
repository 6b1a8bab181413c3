/**
 * What `npm run backup` makes on either database: a folder with the database's copy, the files
 * under DATA_DIR/uploads its rows name, and a manifest of both (backup.ts for SQLite,
 * backup-postgres.ts for PostgreSQL).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MEDIA_FOLDER } from './uploads/store.ts';

export const UPLOADS = 'uploads';
export const PHOTOS = join(UPLOADS, 'admissions');
const MANIFEST = 'manifest.json';

export interface Manifest {
  format: 1;
  createdAt: string;
  /** `pages` for SQLite's file; `dialect: 'postgres'` for a pg_dump archive. */
  database: { file: string; bytes: number; pages?: number; dialect?: 'postgres' };
  /** What the public sent, and the files the office uploaded (absent in older backups: none). */
  rows: { admission_applications: number; public_messages: number; media?: number };
  /** Every file copied from DATA_DIR/uploads, its path relative to the backup folder. */
  files: { path: string; bytes: number }[];
}

/** A refusal or a failed check, worded for the person at the school office who ran the command. */
export class BackupError extends Error {}

export const stamp = (time: Date) => time.toISOString().slice(0, 19).replace(/:/g, '-');

/** The paths (relative to DATA_DIR) of the files that uploads' rows name, on SQLite's disk. */
export function uploadPaths(rows: readonly { id: string; variants: string }[]): string[] {
  return rows.flatMap((row) => [
    join(MEDIA_FOLDER, row.id, 'file'),
    ...(JSON.parse(row.variants) as { width: number }[]).map((v) =>
      join(MEDIA_FOLDER, row.id, String(v.width)),
    ),
  ]);
}

/**
 * Make a backup in `parent`: `write` fills a work folder (named apart, renamed when complete: a
 * half-made backup never looks whole) and answers its manifest.
 */
export async function writeBackup<T extends { manifest: Manifest }>(
  parent: string,
  createdAt: Date,
  write: (work: string) => Promise<T>,
): Promise<T & { folder: string }> {
  let folder = join(parent, stamp(createdAt));
  for (let n = 2; existsSync(folder); n++) folder = join(parent, `${stamp(createdAt)}-${n}`);
  const work = `${folder}.partial`;
  await mkdir(work, { recursive: true });
  try {
    const made = await write(work);
    await writeFile(join(work, MANIFEST), `${JSON.stringify(made.manifest, null, 2)}\n`);
    await rename(work, folder);
    return { ...made, folder };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Copy DATA_DIR/uploads into the backup: of the admission photos and the office's uploads only
 * those `named` (paths relative to DATA_DIR) by the database's copy, since later ones belong to
 * rows it does not have and one may be half written right now; anything else as it is.
 */
export async function copyUploads(dataDir: string, work: string, named: readonly string[]) {
  const wanted = new Set(named);
  const from = join(dataDir, UPLOADS);
  const files: Manifest['files'] = [];
  if (existsSync(from)) {
    for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
      const path = join(UPLOADS, relative(from, join(entry.parentPath, entry.name)));
      if (!entry.isFile()) continue;
      const owned = path.startsWith(PHOTOS + sep) || path.startsWith(MEDIA_FOLDER + sep);
      if (owned && !wanted.has(path)) continue;
      await mkdir(dirname(join(work, path)), { recursive: true });
      await copyFile(join(dataDir, path), join(work, path));
      files.push({ path, bytes: (await stat(join(work, path))).size });
    }
  }
  const copied = new Set(files.map((f) => f.path));
  return { files, missing: named.filter((path) => !copied.has(path)) };
}

/** A backup folder's manifest, with its files all there at their sizes; a refusal if not. */
export async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `${folder} is not a backup made by "npm run backup" (its ${MANIFEST} is missing or unreadable).`,
    );
  }
  if (manifest.format !== 1) throw new BackupError(`${folder} was made by a newer version.`);
  const size = (path: string) =>
    stat(join(folder, path)).then(
      (s) => s.size,
      () => -1,
    );
  if ((await size(manifest.database.file)) !== manifest.database.bytes) {
    throw incomplete(
      folder,
      `the database file ${manifest.database.file} is missing or of another size`,
    );
  }
  for (const file of manifest.files) {
    if (!resolve(folder, file.path).startsWith(resolve(folder, UPLOADS) + sep)) {
      throw incomplete(folder, `${file.path} is not a path inside its uploads folder`);
    }
    if ((await size(file.path)) !== file.bytes) {
      throw incomplete(folder, `${file.path} is missing or of another size`);
    }
  }
  return manifest;
}

export const incomplete = (folder: string, what: string) =>
  new BackupError(`The backup in ${folder} is incomplete or was changed: ${what}.`);

/** Put a verified backup's files back under DATA_DIR. */
export async function putFilesBack(folder: string, manifest: Manifest, dataDir: string) {
  for (const file of manifest.files) {
    await mkdir(dirname(join(dataDir, file.path)), { recursive: true });
    await copyFile(join(folder, file.path), join(dataDir, file.path));
  }
}

/** One line of what a backup holds, for the person who made or restores it. */
export function summary(manifest: Manifest) {
  const photos = manifest.files.filter((f) => f.path.startsWith(PHOTOS)).length;
  const media = manifest.rows.media ?? 0;
  return `${manifest.rows.admission_applications} admission applications (${photos} photos), ${manifest.rows.public_messages} contact messages and ${media} files the office uploaded`;
}
