import { closestBackground, hexColour } from './closest-background';
import { createFolderCollector } from './folder-collector';
import { IMPORT_MESSAGES } from './import-limits';
import type { ImportParseResult, ImportSettings, SkippedSetting } from './import-types';
import { asArray, asObject, asString, greetingNameFrom, type JsonObject } from './json-object';

/**
 * Tabliss 2.x's settings export (Settings > Export, 'tabliss.json'; src/db/action.ts exportStore): version 3
 * holds `background` {id, key}, `widget/<id>` {id, key, order} (null once removed) and `data/<id>` (each
 * plugin's data); version 2 held `backgrounds` and `widgets` arrays and a `data` map by id.
 */
export function looksLikeTabliss(json: JsonObject): boolean {
  return ('version' in json && Object.keys(json).some((key) => key.startsWith('widget/') || key === 'background')) || (Array.isArray(json.backgrounds) && Array.isArray(json.widgets));
}

interface TablissPlugin {
  id: string;
  key: string;
  order: number;
}

function readPlugin(value: unknown, order: number): TablissPlugin | null {
  const plugin = asObject(value);
  if (!plugin || !asString(plugin.id) || !asString(plugin.key)) return null;
  return { id: asString(plugin.id), key: asString(plugin.key), order: typeof plugin.order === 'number' ? plugin.order : order };
}

/** The version 3 layout of either version: widgets in order, the active background, each plugin's data by id. */
function normalise(json: JsonObject): { widgets: TablissPlugin[]; background: TablissPlugin | null; data: (id: string) => JsonObject } | string {
  if (Array.isArray(json.backgrounds)) {
    const data = asObject(json.data) ?? {};
    const active = asArray(json.backgrounds).find((bg) => asObject(bg)?.active === true);
    const widgets = asArray(json.widgets).flatMap((w, index) => readPlugin(w, index) ?? []);
    return { widgets, background: readPlugin(active, 0), data: (id) => asObject(data[id]) ?? {} };
  }
  if (json.version !== 3) return IMPORT_MESSAGES.tablissVersion(json.version);
  const widgets = Object.entries(json)
    .filter(([key]) => key.startsWith('widget/'))
    .flatMap(([, value], index) => readPlugin(value, index) ?? [])
    .sort((a, b) => a.order - b.order);
  return { widgets, background: readPlugin(json.background, 0), data: (id) => asObject(json[`data/${id}`]) ?? {} };
}

const BACKGROUND_SKIPS: Record<string, string> = {
  'background/image': 'Tabliss keeps uploaded pictures in the browser, not in its export file: upload yours under Appearance.',
  'background/unsplash': 'Pictures from Unsplash are not brought over: choose a background under Appearance.',
  'background/giphy': 'GIFs from GIPHY are not brought over: choose a background under Appearance.',
};

function mapBackground(background: TablissPlugin | null, data: JsonObject, settings: ImportSettings, skipped: SkippedSetting[]) {
  if (!background) return;
  const colours =
    background.key === 'background/colour'
      ? [hexColour(data.colour ?? '#3498db')]
      : background.key === 'background/gradient'
        ? [hexColour(data.from ?? '#3498db'), hexColour(data.to ?? '#9b59b6')]
        : null;
  const valid = colours?.filter((c): c is string => c !== null) ?? [];
  if (valid.length > 0) settings.background = { ...closestBackground(valid), from: valid.join(' to ') };
  else skipped.push({ name: 'Background', reason: BACKGROUND_SKIPS[background.key] ?? 'This kind of background is not brought over.' });
}

/** Tabliss's Quick Links (one folder per links widget), greeting name, clock and background. */
export function parseTabliss(json: JsonObject): ImportParseResult {
  const layout = normalise(json);
  if (typeof layout === 'string') return { ok: false, error: layout };
  const collector = createFolderCollector();
  const settings: ImportSettings = {};
  const skippedSettings: SkippedSetting[] = [];
  let linkWidgets = 0;
  for (const widget of layout.widgets) {
    const data = layout.data(widget.id);
    if (widget.key === 'widget/links') {
      linkWidgets += 1;
      const folder = linkWidgets === 1 ? 'Quick Links' : `Quick Links ${linkWidgets}`;
      for (const link of asArray(data.links)) {
        const item = asObject(link);
        if (item) collector.add([folder], asString(item.url), asString(item.name), false);
      }
    } else if (widget.key === 'widget/greeting' && settings.greetingName === undefined) {
      const name = greetingNameFrom(data.name);
      if (name) settings.greetingName = name;
    } else if (widget.key === 'widget/time' && settings.hour12 === undefined) {
      // Tabliss's clock defaults to 24 hours.
      settings.hour12 = data.hour12 === true;
    }
  }
  mapBackground(layout.background, layout.background ? layout.data(layout.background.id) : {}, settings, skippedSettings);
  const { folders, skipped, notices } = collector.finish();
  return { ok: true, value: { source: 'tabliss', rootName: 'Tabliss', folders, skipped, settings, skippedSettings, notices } };
}
