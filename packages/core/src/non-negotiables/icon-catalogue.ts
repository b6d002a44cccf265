/**
 * The 20 icons an item can take (spec 002 §3): a display name, a category and search tags. `iconName`
 * is the Phosphor component's name, which is what an item stores. Phosphor has no muscle glyph, so
 * Muscle is the flexing runner.
 */
export interface NonNegotiableIcon {
  iconName: string;
  name: string;
  category: 'Fitness' | 'Goals' | 'Spirit' | 'Mind' | 'Health' | 'Time' | 'Progress';
  tags: readonly string[];
}

export const NON_NEGOTIABLE_ICONS: readonly NonNegotiableIcon[] = [
  { iconName: 'Barbell', name: 'Barbell', category: 'Fitness', tags: ['gym', 'weights', 'strength', 'exercise', 'workout'] },
  { iconName: 'PersonSimpleRun', name: 'Muscle', category: 'Fitness', tags: ['run', 'body', 'exercise', 'cardio', 'strong'] },
  { iconName: 'Bicycle', name: 'Bicycle', category: 'Fitness', tags: ['bike', 'ride', 'cardio', 'cycling'] },
  { iconName: 'Sneaker', name: 'Sneaker', category: 'Fitness', tags: ['walk', 'steps', 'shoe', 'run'] },
  { iconName: 'Target', name: 'Target', category: 'Goals', tags: ['goal', 'focus', 'aim', 'vision'] },
  { iconName: 'Medal', name: 'Medal', category: 'Goals', tags: ['award', 'achievement', 'win', 'prize'] },
  { iconName: 'Trophy', name: 'Trophy', category: 'Goals', tags: ['win', 'victory', 'champion', 'award'] },
  { iconName: 'CheckCircle', name: 'Check Circle', category: 'Goals', tags: ['done', 'complete', 'task', 'tick'] },
  { iconName: 'HandsPraying', name: 'Hands Praying', category: 'Spirit', tags: ['prayer', 'faith', 'spirit', 'gratitude'] },
  { iconName: 'FlowerLotus', name: 'Lotus', category: 'Spirit', tags: ['meditate', 'calm', 'yoga', 'peace'] },
  { iconName: 'Heart', name: 'Heart', category: 'Spirit', tags: ['love', 'family', 'kindness', 'relationships'] },
  { iconName: 'Book', name: 'Book', category: 'Mind', tags: ['read', 'study', 'learn', 'scripture'] },
  { iconName: 'Brain', name: 'Brain', category: 'Mind', tags: ['think', 'learn', 'mind', 'focus'] },
  { iconName: 'PencilSimple', name: 'Pencil', category: 'Mind', tags: ['write', 'journal', 'notes', 'plan'] },
  { iconName: 'Drop', name: 'Water', category: 'Health', tags: ['drink', 'hydrate', 'water'] },
  { iconName: 'Carrot', name: 'Carrot', category: 'Health', tags: ['food', 'eat', 'diet', 'nutrition', 'vegetable'] },
  { iconName: 'Bed', name: 'Bed', category: 'Health', tags: ['sleep', 'rest', 'night'] },
  { iconName: 'Timer', name: 'Timer', category: 'Time', tags: ['focus', 'pomodoro', 'clock', 'time'] },
  { iconName: 'Calendar', name: 'Calendar', category: 'Time', tags: ['plan', 'schedule', 'day', 'date'] },
  { iconName: 'ChartLine', name: 'Chart', category: 'Progress', tags: ['progress', 'growth', 'stats', 'money'] },
];

/** Icons whose name, category or tags contain the query (case-insensitive); all of them for an empty query. */
export function searchIcons(query: string): NonNegotiableIcon[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...NON_NEGOTIABLE_ICONS];
  return NON_NEGOTIABLE_ICONS.filter(
    (icon) =>
      icon.name.toLowerCase().includes(needle) ||
      icon.category.toLowerCase().includes(needle) ||
      icon.tags.some((tag) => tag.includes(needle)),
  );
}
