import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  AGENT_MESSAGES,
  agentTestRequestSchema,
  agentTriggerRequestSchema,
  headerNameSchema,
  type AgentRunResult,
} from '@lodestar/core';
import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import { resolveDataKey } from '../../lib/secret-box';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { AccessService } from '../billing';
import { createGuardedFetch, type GuardedFetch } from '../outbound/guarded-fetch';
import { runAgent, testAgent } from './agent-runner';
import { AGENT_STORE_LIMITS, createAgentStore } from './agent-store';
import { createRunLimiter } from './run-limiter';

export interface AgentRouteDeps {
  env: Env;
  db: AppDb;
  auth: Auth;
  access: AccessService;
  logger: Logger;
  /** Tests may pass one with their own resolver; otherwise built from OUTBOUND_ALLOW_HOSTS. */
  fetch?: GuardedFetch;
}

type AgentContext = Context<{ Variables: SessionVariables }>;

/** A file of 10 MB travels as a data URL (a third larger) inside JSON. */
export const TRIGGER_BODY_LIMIT = 15 * 1024 * 1024;
const idSchema = z.string().min(1).max(200);
const secretsInput = z.object({
  // A string sets the value, null keeps the stored one, a name left out is removed.
  headers: z
    .record(headerNameSchema, z.string().max(8_000).regex(/^[^\r\n\0]*$/, 'Invalid header value').nullable())
    .refine((headers) => Object.keys(headers).length <= AGENT_STORE_LIMITS.secretHeadersPerAgent, {
      message: `An agent keeps at most ${AGENT_STORE_LIMITS.secretHeadersPerAgent} secret headers`,
    }),
});
const secretBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value), 0);
const forgetInput = z.object({}).passthrough();

const fail = (c: AgentContext, status: 400 | 404 | 409 | 413 | 429, code: string, message: string) => c.json({ code, message }, status);

async function readBody(c: AgentContext): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

function invalid(c: AgentContext, error: z.ZodError) {
  const first = error.issues[0];
  if (first?.path.join('.') === 'agent.triggerType') return fail(c, 400, 'INVALID_INPUT', AGENT_MESSAGES.unknownTriggerType);
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return fail(c, 400, 'INVALID_INPUT', `${where}${first?.message ?? 'Invalid input'}`);
}

/**
 * /api/agents: runs a user's agent through the guarded outbound fetch (never from the browser), tests its
 * URL, keeps its run log and its secret header values. The agent's definition comes from the user's own
 * synced section with each request; what the server holds (secrets, runs) is keyed by user and agent id.
 */
export function agentsRoutes(deps: AgentRouteDeps) {
  const { env, db, auth, access, logger } = deps;
  const store = createAgentStore(db, resolveDataKey(env, 'SECRETS_KEY', 'secrets.key'));
  const fetch = deps.fetch ?? createGuardedFetch({ allowHosts: env.OUTBOUND_ALLOW_HOSTS });
  const limiter = createRunLimiter(env.AGENT_RUNS_PER_MINUTE);
  const runner = {
    fetch,
    timeoutMs: env.AGENT_TIMEOUT_MS,
    idleTimeoutMs: env.AGENT_IDLE_TIMEOUT_MS,
    maxResponseBytes: env.AGENT_MAX_RESPONSE_KB * 1024,
  };

  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(auth), access.requireAccess);

  const agentId = (c: AgentContext) => {
    const parsed = idSchema.safeParse(c.req.param('id'));
    return parsed.success ? parsed.data : null;
  };

  app.post(
    '/:id/trigger',
    bodyLimit({ maxSize: TRIGGER_BODY_LIMIT, onError: (c) => c.json({ code: 'TOO_LARGE', message: AGENT_MESSAGES.fileTooLarge }, 413) }),
    async (c) => {
      // Its slot was taken before the body was read (run-gate.ts).
      const id = agentId(c);
      const parsed = agentTriggerRequestSchema.safeParse(await readBody(c));
      if (!parsed.success) return invalid(c, parsed.error);
      const { agent, input } = parsed.data;
      if (!id || agent.id !== id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
      const { id: userId } = c.get('user');
      if (!limiter.take(userId)) return fail(c, 429, 'RATE_LIMITED', AGENT_MESSAGES.rateLimited);
      const startedAt = new Date();
      const secrets = await store.readSecrets(userId, id).catch((error: unknown) => {
        logger.warn({ err: error, agentId: id }, 'agent secrets could not be opened');
        return {};
      });
      const outcome = await runAgent(agent, input, secrets, runner);
      const result: AgentRunResult = outcome.result;
      await store.recordRun(userId, id, {
        startedAt,
        status: result.success ? 'success' : 'error',
        durationMs: outcome.durationMs,
        httpStatus: outcome.httpStatus,
        error: result.success ? (outcome.note ?? null) : (result.error ?? AGENT_MESSAGES.unknownError),
      });
      return c.json(result);
    },
  );

  app.post('/:id/test', async (c) => {
    const id = agentId(c);
    const parsed = agentTestRequestSchema.safeParse(await readBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    if (!id || parsed.data.agent.id !== id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
    const { id: userId } = c.get('user');
    if (!limiter.take(userId)) return fail(c, 429, 'RATE_LIMITED', AGENT_MESSAGES.rateLimited);
    const secrets = await store.readSecrets(userId, id).catch(() => ({}));
    return c.json(await testAgent(parsed.data.agent, secrets, runner));
  });

  app.get('/:id/runs', async (c) => {
    const id = agentId(c);
    if (!id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
    return c.json({ runs: await store.listRuns(c.get('user').id, id) });
  });

  // Only the names come back: a secret value never leaves the server.
  app.get('/:id/secrets', async (c) => {
    const id = agentId(c);
    if (!id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
    const secrets = await store.readSecrets(c.get('user').id, id).catch(() => ({}));
    return c.json({ names: Object.keys(secrets).sort() });
  });

  app.put('/:id/secrets', async (c) => {
    const id = agentId(c);
    if (!id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
    const parsed = secretsInput.safeParse(await readBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const userId = c.get('user').id;
    const stored = await store.readSecrets(userId, id).catch(() => ({}) as Record<string, string>);
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries(parsed.data.headers)) {
      const kept = value ?? stored[name];
      if (kept !== undefined && kept !== '') next[name] = kept;
    }
    // Refused whole, before anything is written: the stored headers stay as they were.
    if (secretBytes(next) > AGENT_STORE_LIMITS.secretBytesPerAgent) {
      return fail(c, 413, 'SECRETS_TOO_LARGE', `An agent's secret headers may hold at most ${AGENT_STORE_LIMITS.secretBytesPerAgent / 1024} KB in all`);
    }
    const isNew = Object.keys(stored).length === 0 && Object.keys(next).length > 0;
    if (isNew && (await store.countOtherSecretAgents(userId, id)) >= AGENT_STORE_LIMITS.agentsWithSecretsPerUser) {
      return fail(c, 409, 'TOO_MANY_AGENTS', `Secret headers can be kept for at most ${AGENT_STORE_LIMITS.agentsWithSecretsPerUser} agents: remove an agent you no longer use first`);
    }
    await store.writeSecrets(userId, id, next);
    return c.json({ names: Object.keys(next).sort() });
  });

  // A deleted agent's secrets and run log go with it.
  app.post('/:id/forget', async (c) => {
    const id = agentId(c);
    if (!id) return fail(c, 404, 'AGENT_NOT_FOUND', AGENT_MESSAGES.notFound);
    const parsed = forgetInput.safeParse(await readBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    await store.forgetAgent(c.get('user').id, [id]);
    return c.json({ ok: true });
  });

  return app;
}
