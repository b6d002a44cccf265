import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';
import { agentSchema, DEFAULT_AGENT_COLOR, DEFAULT_AGENT_ICON, type Agent, type FormField } from './agent-model';

/**
 * The user's agents (spec: agents.configs), one record per agent keyed by id, so two devices editing
 * different agents never overwrite each other. defaultsSeeded is kept for older data (the two default
 * agents used to be added to every account once); nothing sets it now: no agent is made for a user unasked.
 */
export const agentsSection = defineSection({
  name: 'agents',
  schema: z.object({ defaultsSeeded: z.boolean() }),
  defaults: { defaultsSeeded: false },
  collections: { configs: agentSchema },
});

export type AgentsData = SectionData<typeof agentsSection>;

/** A new agent with the spec's defaults (icon Bot, colour Purple, POST webhook, shown on the dashboard). */
export function newAgent(id: string, createdAt: number, overrides: Partial<Agent> = {}): Agent {
  return {
    id,
    name: '',
    description: '',
    icon: DEFAULT_AGENT_ICON,
    color: DEFAULT_AGENT_COLOR,
    kind: 'standard',
    triggerType: 'webhook',
    triggerUrl: '',
    method: 'POST',
    headers: {},
    secretHeaders: [],
    body: {},
    enabled: true,
    category: 'automation',
    inputModule: 'none',
    outputModule: 'notification',
    formFields: [],
    outputConfig: { saveHistory: false, copyable: true, downloadable: true, shareable: false },
    displayConfig: { showOnDashboard: true },
    lastTriggered: null,
    successCount: 0,
    errorCount: 0,
    createdAt,
    ...overrides,
  };
}

const select = (id: string, label: string, values: string[], defaultValue: string): FormField => ({
  id,
  label,
  type: 'select',
  placeholder: '',
  defaultValue,
  required: false,
  options: values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
  validation: {},
});

/** The two default agents (spec 002 §3). Fixed ids, so two devices seeding at once add each only once. */
export function defaultAgents(createdAt: number): Agent[] {
  return [
    newAgent('quick-ai-chat', createdAt, {
      name: 'Quick AI Chat',
      description: 'Chat with your AI assistant',
      icon: 'MessageCircle',
      category: 'ai',
      method: 'POST',
      enabled: false,
      inputModule: 'chat',
      outputModule: 'text',
    }),
    newAgent('image-generator', createdAt + 1, {
      name: 'Image Generator',
      description: 'Generate images from a text prompt',
      icon: 'Image',
      color: '#EC4899',
      category: 'creative',
      triggerType: 'form',
      inputModule: 'form',
      outputModule: 'image',
      formFields: [
        {
          id: 'prompt',
          label: 'Prompt',
          type: 'textarea',
          placeholder: 'Describe the image you want',
          required: true,
          options: [],
          validation: {},
        },
        select('style', 'Style', ['realistic', 'artistic', 'cartoon', 'abstract'], 'realistic'),
        select('size', 'Size', ['512x512', '1024x1024', '1920x1080', '1080x1920'], '1024x1024'),
      ],
    }),
  ];
}

/** The post-generation agent's three fields (spec 002 §7), sent under these exact names. */
export const POST_GENERATION_FIELDS: FormField[] = [
  { id: 'Email', label: 'Email', type: 'email', placeholder: 'you@example.com', required: true, options: [], validation: {} },
  { id: 'Topic of Post', label: 'Topic of Post', type: 'textarea', placeholder: 'What should the post be about?', required: true, options: [], validation: {} },
  { id: 'Target Audience', label: 'Target Audience', type: 'text', placeholder: 'Who is it for?', required: false, options: [], validation: {} },
];

/** A post-generation agent: a POST form agent with the fixed fields and a text-plus-image result. */
export function postGenerationAgent(id: string, createdAt: number): Agent {
  return newAgent(id, createdAt, {
    name: 'Post Generator',
    description: 'Generates a social post with an image',
    icon: 'Linkedin',
    color: '#3B82F6',
    kind: 'post-generation',
    category: 'content',
    triggerType: 'form',
    inputModule: 'form',
    outputModule: 'text-image',
    formFields: POST_GENERATION_FIELDS,
  });
}

/** Agents in the order the panel and the tiles show them: oldest first, then by name. */
export function sortAgents(agents: Iterable<Agent>): Agent[] {
  return [...agents].sort((a, b) => a.createdAt - b.createdAt || a.name.localeCompare(b.name));
}

/** The counters after a run (spec 002 §4): success or error count up, and lastTriggered is set either way. */
export function withRunCounted(agent: Agent, success: boolean, at: Date): Agent {
  return {
    ...agent,
    lastTriggered: at.toISOString(),
    successCount: agent.successCount + (success ? 1 : 0),
    errorCount: agent.errorCount + (success ? 0 : 1),
  };
}
