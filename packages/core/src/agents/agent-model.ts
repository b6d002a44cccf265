import { z } from 'zod';

/** The agent's vocabularies (spec 002 §3 Agents). */
export const AGENT_TRIGGER_TYPES = ['webhook', 'form', 'link', 'api'] as const;
export const AGENT_METHODS = ['POST', 'GET', 'PUT', 'DELETE'] as const;
export const AGENT_INPUT_MODULES = ['none', 'text', 'form', 'chat', 'file'] as const;
export const AGENT_OUTPUT_MODULES = ['notification', 'text', 'image', 'json', 'table', 'chart', 'text-image'] as const;
export const AGENT_CATEGORIES = ['automation', 'content', 'ai', 'creative', 'productivity', 'development', 'communication'] as const;
export const FORM_FIELD_TYPES = ['text', 'textarea', 'email', 'number', 'select', 'checkbox', 'radio', 'url'] as const;
/** 'post-generation' is the social-post agent: fixed fields, test mode, abort-as-success (spec 002 §4, §8). */
export const AGENT_KINDS = ['standard', 'post-generation'] as const;

export type AgentTriggerType = (typeof AGENT_TRIGGER_TYPES)[number];
export type AgentMethod = (typeof AGENT_METHODS)[number];
export type AgentInputModule = (typeof AGENT_INPUT_MODULES)[number];
export type AgentOutputModule = (typeof AGENT_OUTPUT_MODULES)[number];
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export type AgentKind = (typeof AGENT_KINDS)[number];

/** 16 named colours; Purple is the default (spec 002 §9, 000 §9: #6B46C1). */
export const AGENT_COLORS = [
  { name: 'Purple', value: '#6B46C1' },
  { name: 'Violet', value: '#8B5CF6' },
  { name: 'Indigo', value: '#6366F1' },
  { name: 'Blue', value: '#3B82F6' },
  { name: 'Sky', value: '#0EA5E9' },
  { name: 'Cyan', value: '#06B6D4' },
  { name: 'Teal', value: '#14B8A6' },
  { name: 'Green', value: '#10B981' },
  { name: 'Lime', value: '#84CC16' },
  { name: 'Yellow', value: '#EAB308' },
  { name: 'Amber', value: '#F59E0B' },
  { name: 'Orange', value: '#F97316' },
  { name: 'Red', value: '#EF4444' },
  { name: 'Rose', value: '#F43F5E' },
  { name: 'Pink', value: '#EC4899' },
  { name: 'Slate', value: '#64748B' },
] as const;
export const DEFAULT_AGENT_COLOR = '#6B46C1';

/** About 45 icon names (the web app maps each to a Phosphor icon); Bot is the default. */
export const AGENT_ICON_NAMES = [
  'Bot', 'Brain', 'Sparkles', 'Zap', 'Image', 'MessageCircle', 'Mail', 'Calendar', 'Clock', 'FileText',
  'Code', 'Terminal', 'Database', 'Globe', 'Link', 'Rocket', 'Star', 'Heart', 'Bell', 'Settings',
  'Search', 'Camera', 'Music', 'Pencil', 'Lightbulb', 'Target', 'TrendingUp', 'BarChart', 'Briefcase', 'ShoppingCart',
  'DollarSign', 'Users', 'User', 'Book', 'GraduationCap', 'Palette', 'Megaphone', 'Send', 'Cloud', 'Download',
  'Upload', 'Trophy', 'Shield', 'Linkedin', 'Wand',
] as const;
export type AgentIconName = (typeof AGENT_ICON_NAMES)[number];
export const DEFAULT_AGENT_ICON: AgentIconName = 'Bot';

export const AGENT_LIMITS = {
  /** 10 MB (spec 002 §5): a larger file is refused before it is read. */
  maxFileBytes: 10_485_760,
  /** 5 minutes (spec 002 §9). */
  webhookTimeoutMs: 300_000,
  /** The post-generation agent's status line changes this often (spec 002 §4). */
  statusUpdateMs: 5_000,
  modalAutoCloseMs: 2_000,
  notificationAutoCloseMs: 3_000,
  copyFeedbackMs: 2_000,
  runLogSize: 100,
  maxFormFields: 50,
} as const;

export const DEFAULT_FILE_ACCEPT = 'image/*,.pdf,.txt';

const text = (max: number) => z.string().max(max);

export const formFieldOptionSchema = z.object({ value: text(500), label: text(500) });

export const formFieldSchema = z.object({
  id: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
  type: z.enum(FORM_FIELD_TYPES).catch('text'),
  placeholder: text(500).catch(''),
  defaultValue: z.union([text(10_000), z.number().finite(), z.boolean()]).optional().catch(undefined),
  required: z.boolean().catch(false),
  options: z.array(formFieldOptionSchema).max(200).catch([]),
  validation: z
    .object({
      min: z.number().finite().optional(),
      max: z.number().finite().optional(),
      pattern: text(500).optional(),
      message: text(500).optional(),
    })
    .catch({}),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldOption = z.output<typeof formFieldOptionSchema>;

const headerMap = z.record(z.string().min(1).max(200), z.string().max(8_000));

/**
 * One agent as kept in the synced section (agents.configs), keyed by id. Every field falls back on its
 * own, so a damaged field never loses the agent. Header values marked secret are NOT here: only their
 * names (secretHeaders); the values live on the server, sealed, keyed by user and agent id.
 */
export const agentSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  description: text(2_000).catch(''),
  icon: z.string().max(60).catch(DEFAULT_AGENT_ICON),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).catch(DEFAULT_AGENT_COLOR),
  kind: z.enum(AGENT_KINDS).catch('standard'),
  triggerType: z.enum(AGENT_TRIGGER_TYPES).catch('webhook'),
  triggerUrl: text(4_096).catch(''),
  method: z.enum(AGENT_METHODS).catch('POST'),
  headers: headerMap.catch({}),
  secretHeaders: z.array(z.string().min(1).max(200)).max(50).catch([]),
  body: z.record(z.string(), z.unknown()).catch({}),
  enabled: z.boolean().catch(true),
  category: z.enum(AGENT_CATEGORIES).catch('automation'),
  inputModule: z.enum(AGENT_INPUT_MODULES).catch('none'),
  outputModule: z.enum(AGENT_OUTPUT_MODULES).catch('notification'),
  formFields: z.array(formFieldSchema).max(AGENT_LIMITS.maxFormFields).catch([]),
  outputConfig: z
    .object({ saveHistory: z.boolean(), copyable: z.boolean(), downloadable: z.boolean(), shareable: z.boolean() })
    .catch({ saveHistory: false, copyable: true, downloadable: true, shareable: false }),
  displayConfig: z
    .object({ showOnDashboard: z.boolean(), dashboardIcon: z.string().max(60).optional() })
    .catch({ showOnDashboard: true }),
  lastTriggered: z.string().max(40).nullable().catch(null),
  successCount: z.number().int().nonnegative().catch(0),
  errorCount: z.number().int().nonnegative().catch(0),
  createdAt: z.number().finite().catch(0),
});
export type Agent = z.output<typeof agentSchema>;

/** The spec's texts for agents (002 §5, §8), word for word. */
export const AGENT_MESSAGES = {
  notFound: 'Agent not found',
  disabled: 'Agent is disabled',
  formNeedsInput: 'Form agents require input data',
  unknownTriggerType: 'Unknown trigger type',
  noUrl: 'No trigger URL configured',
  invalidUrl: 'Invalid URL',
  validUrl: 'URL is valid',
  connectionOk: 'Connection successful',
  unknownError: 'Unknown error occurred',
  unknownAgentTriggerType: 'Unknown agent trigger type',
  timedOut:
    'Request timed out after 5 minutes. The n8n workflow may still be processing. Try checking n8n directly for results.',
  failedToTrigger: 'Failed to trigger agent',
  anErrorOccurred: 'An error occurred',
  operationCompleted: 'Operation completed successfully',
  operationFailed: 'Operation failed',
  requestCompleted: 'Request completed',
  triggeredTitle: 'Agent Triggered',
  invalidHeadersJson: 'Invalid JSON in headers field',
  invalidBodyJson: 'Invalid JSON in body field',
  confirmDelete: 'Are you sure you want to delete this agent?',
  fileTooLarge: 'File size must be less than 10MB',
  invalidFormat: 'Invalid format',
  postGenerating: 'Your post is being generated. This usually takes 2-3 minutes.',
  rateLimited: 'Too many agent runs. Please wait a minute and try again.',
  nameRequired: 'Agent name is required',
  urlRequired: 'Trigger URL is required',
} as const;

export const agentNotifiedMessage = (name: string) => `${name} has been notified`;
export const httpStatusMessage = (status: number) => `HTTP ${status}`;
export const httpErrorMessage = (status: number, body: string) => `HTTP ${status}: ${body}`;
export const webhookFailedMessage = (detail: string) => `Failed to trigger webhook: ${detail}`;
