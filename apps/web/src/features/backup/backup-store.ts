import type { BackupDocument } from '@lodestar/core';

/** The spec's local backup database: one store 'backups', version 1. */
const STORE = 'backups';
const VERSION = 1;

/** The automatic copy taken at sign-in and every 5 minutes. */
export const AUTO_BACKUP_KEY = 'auto_backup';
/** The data as it was just before the last restore, so the restore can be undone. */
export const BEFORE_RESTORE_KEY = 'before_restore';

export type BackupKey = typeof AUTO_BACKUP_KEY | typeof BEFORE_RESTORE_KEY;

/**
 * One database per account: a browser shared by two people must never restore one person's copy into
 * the other's document.
 */
export function backupDatabaseName(userId: string): string {
  return `lodestar-backups:${userId}`;
}

function open(userId: string, version = VERSION): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const request = indexedDB.open(backupDatabaseName(userId), version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) return resolve(db);
      // A database of that name made without the store (by an older build, or by hand): add it.
      db.close();
      open(userId, db.version + 1).then(resolve, reject);
    };
    request.onerror = () => reject(request.error ?? new Error('Could not open the backup database'));
    request.onblocked = () => reject(new Error('The backup database is blocked by another tab'));
  });
}

async function run<T>(userId: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open(userId);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      // Resolved on commit, so a write is on disk before anyone relies on it.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('Backup storage failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('Backup storage was aborted'));
    });
  } finally {
    db.close();
  }
}

export async function saveLocalBackup(userId: string, key: BackupKey, backup: BackupDocument): Promise<void> {
  await run(userId, 'readwrite', (store) => store.put(backup, key));
}

/** The stored copy, or null; what it holds is validated by whoever restores it. */
export async function loadLocalBackup(userId: string, key: BackupKey): Promise<unknown> {
  const value = await run<unknown>(userId, 'readonly', (store) => store.get(key));
  return value ?? null;
}

/** Removes the account's backup database (account deletion). Resolves even when another tab blocks it. */
export function deleteBackupDatabase(userId: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(backupDatabaseName(userId));
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
