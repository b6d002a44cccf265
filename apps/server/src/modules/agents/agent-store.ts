import { and, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { AGENT_LIMITS } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { agentRun, agentSecret } from '../../db/agents-schema';
import { openSecret, sealSecret } from '../../lib/secret-box';

export interface RunLogEntry {
  startedAt: string;
  status: 'success' | 'error';
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
}

const ERROR_LIMIT = 1_000;

/**
 * What one user may keep (issue 21: 300 secret-header writes in 6 s added 95 MB). A value is at most
 * 8,000 characters (the route's schema); these bound how many and how much in all.
 */
export const AGENT_STORE_LIMITS = {
  secretHeadersPerAgent: 20,
  secretBytesPerAgent: 16 * 1024,
  agentsWithSecretsPerUser: 100,
  /** Across all of a user's agents (each agent also keeps at most AGENT_LIMITS.runLogSize). */
  runsPerUser: 1_000,
} as const;

/**
 * The server's own records of a user's agents: the run log and the sealed secret headers. Every query
 * is keyed by the signed-in user's id as well as the agent id, so no one reads or uses another's.
 */
export function createAgentStore(db: AppDb, key: Buffer) {
  async function recordRun(userId: string, agentId: string, entry: Omit<RunLogEntry, 'startedAt'> & { startedAt: Date }) {
    await db.transaction(async (tx) => {
      await tx.insert(agentRun).values({
        userId,
        agentId,
        startedAt: entry.startedAt,
        status: entry.status,
        durationMs: entry.durationMs,
        httpStatus: entry.httpStatus,
        error: entry.error ? entry.error.slice(0, ERROR_LIMIT) : null,
      });
      const keep = tx
        .select({ id: agentRun.id })
        .from(agentRun)
        .where(and(eq(agentRun.userId, userId), eq(agentRun.agentId, agentId)))
        .orderBy(desc(agentRun.id))
        .limit(AGENT_LIMITS.runLogSize);
      await tx
        .delete(agentRun)
        .where(and(eq(agentRun.userId, userId), eq(agentRun.agentId, agentId), notInArray(agentRun.id, keep)));
      // Many agents' logs together: the user's oldest runs go first.
      const keepForUser = tx
        .select({ id: agentRun.id })
        .from(agentRun)
        .where(eq(agentRun.userId, userId))
        .orderBy(desc(agentRun.id))
        .limit(AGENT_STORE_LIMITS.runsPerUser);
      await tx.delete(agentRun).where(and(eq(agentRun.userId, userId), notInArray(agentRun.id, keepForUser)));
    });
  }

  async function listRuns(userId: string, agentId: string): Promise<RunLogEntry[]> {
    const rows = await db
      .select()
      .from(agentRun)
      .where(and(eq(agentRun.userId, userId), eq(agentRun.agentId, agentId)))
      .orderBy(desc(agentRun.id))
      .limit(AGENT_LIMITS.runLogSize);
    return rows.map((row) => ({
      startedAt: row.startedAt.toISOString(),
      status: row.status,
      durationMs: row.durationMs,
      httpStatus: row.httpStatus,
      error: row.error,
    }));
  }

  async function readSecrets(userId: string, agentId: string): Promise<Record<string, string>> {
    const [row] = await db
      .select()
      .from(agentSecret)
      .where(and(eq(agentSecret.userId, userId), eq(agentSecret.agentId, agentId)))
      .limit(1);
    if (!row) return {};
    return JSON.parse(openSecret(row.sealedHeaders, key)) as Record<string, string>;
  }

  async function writeSecrets(userId: string, agentId: string, headers: Record<string, string>) {
    if (Object.keys(headers).length === 0) {
      await db.delete(agentSecret).where(and(eq(agentSecret.userId, userId), eq(agentSecret.agentId, agentId)));
      return;
    }
    const sealedHeaders = sealSecret(JSON.stringify(headers), key);
    await db
      .insert(agentSecret)
      .values({ userId, agentId, sealedHeaders, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [agentSecret.userId, agentSecret.agentId], set: { sealedHeaders, updatedAt: new Date() } });
  }

  /** How many agents of the user's hold secrets, this one left out. */
  async function countOtherSecretAgents(userId: string, agentId: string): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(agentSecret)
      .where(and(eq(agentSecret.userId, userId), ne(agentSecret.agentId, agentId)));
    return row?.count ?? 0;
  }

  async function forgetAgent(userId: string, agentIds: string[]) {
    await db.transaction(async (tx) => {
      await tx.delete(agentRun).where(and(eq(agentRun.userId, userId), inArray(agentRun.agentId, agentIds)));
      await tx.delete(agentSecret).where(and(eq(agentSecret.userId, userId), inArray(agentSecret.agentId, agentIds)));
    });
  }

  return { recordRun, listRuns, readSecrets, writeSecrets, countOtherSecretAgents, forgetAgent };
}

export type AgentStore = ReturnType<typeof createAgentStore>;
