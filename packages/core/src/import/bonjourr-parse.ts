import { closestBackground, hexColour } from './closest-background';
import { createFolderCollector } from './folder-collector';
import type { ImportParseResult, ImportSettings, SkippedSetting } from './import-types';
import { asArray, asObject, asString, greetingNameFrom, type JsonObject } from './json-object';

/**
 * Bonjourr's settings export (Settings > Settings management > Export; src/scripts/settings.ts saveImportFile,
 * types in src/types/sync.ts and shared.ts): the sync storage as one object. Since 1.13 each quick link is a
 * top-level key 'links' + 6 letters holding {_id, parent, order, title, url} or a folder {_id, parent,
 * folder: true, title}; a link's parent is a group name (linkgroups.groups) or its folder's _id. Earlier
 * versions held a `links` array of {title, url}.
 */
export function looksLikeBonjourr(json: JsonObject): boolean {
  const about = asObject(json.about);
  return (
    (about !== null && typeof about.version === 'string') ||
    ['linkgroups', 'quicklinks', 'dateformat', 'greetingscustom'].some((key) => key in json) ||
    Object.keys(json).some(isLinkKey)
  );
}

const isLinkKey = (key: string) => key.length === 11 && key.startsWith('links');
const DEFAULT_GROUP = 'default';
const groupLabel = (group: string) => (group === DEFAULT_GROUP ? 'Quick links' : group);

interface BonjourrLink {
  id: string;
  parent: string;
  order: number;
  title: string;
  url: string;
  folder: boolean;
}

function readLinks(json: JsonObject): BonjourrLink[] {
  const keyed = Object.entries(json).flatMap(([key, value]) => {
    const link = isLinkKey(key) ? asObject(value) : null;
    if (!link) return [];
    const parent = asString(link.parent) || DEFAULT_GROUP;
    return [{ id: key, parent, order: Number(link.order) || 0, title: asString(link.title), url: asString(link.url), folder: link.folder === true }];
  });
  const legacy = asArray(json.links).flatMap((value, index) => {
    const link = asObject(value);
    return link ? [{ id: `legacy${index}`, parent: DEFAULT_GROUP, order: index, title: asString(link.title), url: asString(link.url), folder: false }] : [];
  });
  return [...keyed, ...legacy].sort((a, b) => a.order - b.order);
}

const BACKGROUND_SKIPS: Record<string, string> = {
  urls: 'Pictures from web addresses are not brought over: upload yours under Appearance.',
  files: 'Bonjourr keeps your own pictures in the browser, not in its export file: upload yours under Appearance.',
  images: "Bonjourr's picture collections are not brought over: choose a background under Appearance.",
  videos: 'Video backgrounds are not brought over: choose a background under Appearance.',
};

function mapSettings(json: JsonObject): { settings: ImportSettings; skipped: SkippedSetting[] } {
  const settings: ImportSettings = {};
  const skipped: SkippedSetting[] = [];
  const name = greetingNameFrom(json.greeting);
  if (name) settings.greetingName = name;
  const clock = asObject(json.clock);
  if (clock && typeof clock.ampm === 'boolean') settings.hour12 = clock.ampm;
  const backgrounds = asObject(json.backgrounds);
  const type = asString(backgrounds?.type);
  const colour = type === 'color' ? hexColour(backgrounds?.color) : null;
  if (colour) settings.background = { ...closestBackground([colour]), from: colour };
  else if (type) skipped.push({ name: 'Background', reason: BACKGROUND_SKIPS[type] ?? 'This kind of background is not brought over.' });
  return { settings, skipped };
}

/** Bonjourr's quick links (a folder per group and per link folder), greeting name, clock and background. */
export function parseBonjourr(json: JsonObject): ImportParseResult {
  const links = readLinks(json);
  const folders = new Map(links.filter((link) => link.folder).map((folder) => [folder.id, folder]));
  // One pass puts each link in its group (a folder's links in the folder's group), so any number of groups is linear.
  const byGroup = new Map<string, BonjourrLink[]>(asArray(asObject(json.linkgroups)?.groups).map((group) => [asString(group), []]));
  for (const link of links) {
    if (link.folder) continue;
    const group = folders.get(link.parent)?.parent ?? link.parent;
    const list = byGroup.get(group);
    if (list) list.push(link);
    else byGroup.set(group, [link]);
  }
  const collector = createFolderCollector();
  for (const [group, inGroup] of byGroup) {
    for (const link of inGroup) {
      const folder = folders.get(link.parent);
      const path = folder ? [groupLabel(group), folder.title.trim() || 'Folder'] : [groupLabel(group)];
      collector.add(path, link.url, link.title, false);
    }
  }
  const { settings, skipped: skippedSettings } = mapSettings(json);
  const result = collector.finish();
  return { ok: true, value: { source: 'bonjourr', rootName: 'Bonjourr', ...result, settings, skippedSettings } };
}
