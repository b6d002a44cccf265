import { z } from 'zod';
import { WIDGET_IDS, type WidgetId } from '../widgets/widget-ids';
import { defineSection } from './define-section';

const flags = Object.fromEntries(WIDGET_IDS.map((id) => [id, z.boolean().optional()])) as Record<
  WidgetId,
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * Widget id -> the user's visible flag, one field per widget so two devices toggling different widgets
 * both keep their change. Nothing is stored until the user chooses: the web registry supplies each
 * widget's default (resolveVisibility) and unknown ids are dropped on reading.
 */
export const widgetVisibilitySection = defineSection({
  name: 'widgetVisibility',
  schema: z.object(flags),
  defaults: {},
});
