import {
  checkAgentDraft,
  formatJsonObject,
  parseBodyJson,
  parseHeadersJson,
  type Agent,
  type FormField,
} from '@lodestar/core';

export interface SecretHeaderDraft {
  /** Stable key for the list while the name is edited. */
  key: string;
  name: string;
  /** Typed value; empty for a stored value kept as it is. */
  value: string;
  /** The server holds a value for this name. */
  stored: boolean;
}

/** The edit modal's working copy: text fields for headers and body until they are saved. */
export interface AgentDraft {
  agent: Agent;
  headersText: string;
  bodyText: string;
  secrets: SecretHeaderDraft[];
}

export function draftFrom(agent: Agent): AgentDraft {
  return {
    agent,
    headersText: formatJsonObject(agent.headers),
    bodyText: formatJsonObject(agent.body),
    secrets: agent.secretHeaders.map((name) => ({ key: name, name, value: '', stored: true })),
  };
}

export function draftErrors(draft: AgentDraft): Record<string, string> {
  const errors = checkAgentDraft({
    name: draft.agent.name,
    triggerUrl: draft.agent.triggerUrl,
    headersText: draft.headersText,
    bodyText: draft.bodyText,
    formFields: draft.agent.inputModule === 'form' ? draft.agent.formFields : [],
  });
  const names = new Set<string>();
  draft.secrets.forEach((secret, index) => {
    const name = secret.name.trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || names.has(name.toLowerCase())) errors[`secret-${index}`] = 'Each secret header needs its own valid name';
    else if (!secret.stored && !secret.value) errors[`secret-${index}`] = `Enter a value for ${name}`;
    names.add(name.toLowerCase());
  });
  return errors;
}

/** The agent to store (call only when draftErrors is empty). */
export function agentFromDraft(draft: AgentDraft): Agent {
  const headers = parseHeadersJson(draft.headersText);
  const body = parseBodyJson(draft.bodyText);
  const formFields: FormField[] = draft.agent.formFields.map((field) => ({ ...field, id: field.id.trim(), label: field.label.trim() }));
  return {
    ...draft.agent,
    name: draft.agent.name.trim(),
    triggerUrl: draft.agent.triggerUrl.trim(),
    headers: headers.ok ? headers.value : {},
    body: body.ok ? body.value : {},
    formFields,
    secretHeaders: draft.secrets.map((secret) => secret.name.trim()),
  };
}

/** What the server is sent: new values, null to keep a stored one; null overall when nothing changed. */
export function secretsUpdate(draft: AgentDraft, before: readonly string[]): Record<string, string | null> | null {
  const next: Record<string, string | null> = {};
  for (const secret of draft.secrets) next[secret.name.trim()] = secret.value || null;
  const sameNames = before.length === draft.secrets.length && draft.secrets.every((s) => before.includes(s.name.trim()));
  return sameNames && draft.secrets.every((s) => !s.value) ? null : next;
}
