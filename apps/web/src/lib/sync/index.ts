export { SyncProvider, defaultServerUrl, type SyncProviderProps } from './sync-provider';
export { useSection, type SectionHandle } from './use-section';
export { useSyncStatus, useSyncDoc, useWhenSaved } from './use-sync-status';
export type { SectionWriter, SectionSnapshot } from './section-view';
export type { SyncStatus } from './sync-status';
export { clearLocalDocument, localDatabaseName } from './local-documents';
