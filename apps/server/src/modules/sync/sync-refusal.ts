import type { SyncRefusalReason } from '@lodestar/core';

/**
 * Thrown from a Hocuspocus hook to refuse a connection: Hocuspocus sends `reason` to the client as
 * its permission-denied reason. The message is empty on purpose: Hocuspocus prints every hook error
 * that has a message to the console, and a refusal is an expected outcome we log ourselves.
 */
export class SyncRefusal extends Error {
  constructor(readonly reason: SyncRefusalReason) {
    super('');
    this.name = 'SyncRefusal';
  }
}
