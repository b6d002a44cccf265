import { WIDGET_IDS, type WidgetId, type WidgetPlacement } from './widget-ids';

export type WidgetVisibility = Record<WidgetId, boolean>;

/**
 * Which widgets are shown: the user's stored flag where there is a valid one, else the default;
 * an always-visible widget is shown whatever was stored. Unknown ids and non-boolean values are ignored,
 * so old or damaged data falls back to the defaults instead of hiding everything.
 */
export function resolveVisibility(
  stored: Readonly<Record<string, unknown>> | null | undefined,
  defaults: Readonly<Record<WidgetId, Pick<WidgetPlacement, 'defaultVisible' | 'alwaysVisible'>>>,
): WidgetVisibility {
  const result = {} as WidgetVisibility;
  for (const id of WIDGET_IDS) {
    const { defaultVisible, alwaysVisible } = defaults[id];
    const flag = stored && Object.hasOwn(stored, id) ? stored[id] : undefined;
    result[id] = alwaysVisible || (typeof flag === 'boolean' ? flag : defaultVisible);
  }
  return result;
}
