const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A count with its noun, singular only for exactly one: '1 minute', '0 minutes', '2 days',
 * '1,500 events'. The plural is the noun plus 's' unless given ('entry', 'entries').
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${grouped.format(count)} ${count === 1 ? singular : pluralForm}`;
}
