interface ModuleInfoLike {
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfoLike | null;

export interface FirstScreens {
  /** The entry module (its static imports make the entry chunk). */
  entry: string;
  /** The signed-in dashboard's lazy route module. */
  dashboard: string;
  /** The login page's lazy route module. */
  login: string;
}

/**
 * Which chunk a module belongs in (issue 22, "few chunks"): a warm new tab should ask for a dozen files
 * before its first card, not a hundred. What a first screen loads at once (its static imports) goes in one
 * chunk per screen: `shell` for the dashboard, `common` for what the dashboard and the login page share,
 * `login-ui` for the login page's shared parts; the entry's stay in the entry. Everything loaded later is
 * grouped: the sync engine with Yjs in `sync`, each widget in `widget-<id>`, and the rest of the shared UI
 * (components, Radix, icons, core, lib) in `ui`. A widget then costs a request or two, not twenty, and a
 * first screen loads nothing it does not render (the size budget weighs them).
 */
export function chunkGroups(srcDir: string, screens: FirstScreens) {
  const src = srcDir.replaceAll('\\', '/').replace(/\/$/, '');
  const reach = (root: string) => reachableFrom(new Set([`${src}/${screens.entry}`, `${src}/${root}`]));
  const fromEntry = reachableFrom(new Set([`${src}/${screens.entry}`]));
  const fromDashboard = reach(screens.dashboard);
  const fromLogin = reach(screens.login);

  // A package only one widget uses (papaparse: the time audit's CSV) goes in that widget's chunk: left apart, it
  // would be a chunk of its own importing the widget's for Rolldown's helpers while the widget's imports it.
  const owners = new Map<string, string | null>();
  const onlyWidget = (id: string, info: GetModuleInfo, seen = new Set<string>()): string | null => {
    if (owners.has(id)) return owners.get(id)!;
    if (seen.has(id)) return null;
    seen.add(id);
    const found = new Set<string | null>();
    for (const importer of [...(info(id)?.importers ?? []), ...(info(id)?.dynamicImporters ?? [])]) {
      const path = norm(importer);
      found.add(/\/widgets\/([\w-]+)\//.exec(path)?.[1] ?? (path.includes('/node_modules/') ? onlyWidget(importer, info, seen) : null));
    }
    const owner = found.size === 1 ? [...found][0]! : null;
    owners.set(id, owner);
    return owner;
  };

  const sharedUi = (path: string) => SHARED_KIND.test(path) || path.startsWith(`${src}/components/`) || path.startsWith(`${src}/lib/`);

  return (id: string, info: GetModuleInfo): string | null => {
    const path = norm(id);
    if (!path.startsWith(src) && !path.includes('/node_modules/') && !path.includes('/packages/core/') && !path.startsWith(WEIGHT)) return null;
    if (fromEntry(id, info)) return null;
    const dashboard = fromDashboard(id, info);
    const login = fromLogin(id, info);
    if (dashboard && login) return 'common';
    if (dashboard) return 'shell';
    if (login) return sharedUi(path) ? 'login-ui' : null;
    // A module only ever loaded by import() (the markdown renderer, the server connection) keeps its own
    // chunk with what only it needs, unless it is a widget's body or the sync engine, which their groups are for.
    const module = info(id);
    const lazyOnly = module !== null && module.importers.length === 0 && module.dynamicImporters.length > 0;
    if (path === `${src}/lib/snapshot/takeover.ts`) return 'shell';
    if (WITH_SYNC.some((file) => path === `${src}/${file}`)) return 'sync';
    if (lazyOnly && !path.includes('/widgets/')) return null;
    if (/\/node_modules\/(yjs|y-indexeddb|y-protocols|lib0|@hocuspocus|@lifeomic)\//.test(path)) return 'sync';
    if (path.startsWith(`${src}/lib/sync/`)) return 'sync';
    const widget = /\/widgets\/([\w-]+)\//.exec(path)?.[1] ?? (path.includes('/node_modules/') ? onlyWidget(id, info) : null);
    if (widget) return `widget-${widget}`;
    if (sharedUi(path)) return 'ui';
    return null;
  };
}

// An icon's extra weight (build/phosphor-weights.ts) runs after its icon: grouped like any module, it lands in
// the icon's chunk or a later one, never in a chunk its icon's chunk imports (which would run it first).
const WEIGHT = 'virtual:phosphor-weight/';

/** Loaded by import() where the synced document is read: they arrive with the sync engine. */
const WITH_SYNC = ['lib/sync/sync-engine.ts', 'app/shell/widget-visibility-view.ts'];

/** Core, icons (and their weights), Radix and their helpers: modules many parts share. */
const SHARED_KIND =
  /^virtual:phosphor-weight\/|\/packages\/core\/|\/node_modules\/(@radix-ui|@dnd-kit|@floating-ui|@phosphor-icons|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|get-nonce|tslib|detect-node-es|zod)\//;

/** Whether a module is loaded by a chain of static imports from one of `roots` (memoised per module). */
function reachableFrom(roots: ReadonlySet<string>) {
  const known = new Map<string, boolean>();
  const visit = (id: string, info: GetModuleInfo, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    const result = roots.has(norm(id)) || (info(id)?.importers ?? []).some((importer) => !BARREL.test(norm(importer)) && visit(importer, info, seen));
    // A negative answer is final only for the search that began here (a cycle may have cut a branch short).
    if (result) known.set(id, result);
    return result;
  };
  return (id: string, info: GetModuleInfo) => {
    const seen = new Set<string>();
    const result = visit(id, info, seen);
    known.set(id, result);
    return result;
  };
}

// A package index re-exports everything: an import through it says nothing about which module is used.
// The build imports core and the icons directly (direct-imports.ts); any import left through an index is
// not followed (its modules stay where Rolldown puts them by use).
const BARREL = /\/packages\/core\/src\/(\w+\/)?index\.ts$|\/@phosphor-icons\/react\/dist\/index\.es\.js$/;

const norm = (id: string) => id.replaceAll('\\', '/').replace(/\?.*$/, '').replace(/^\0/, '');
