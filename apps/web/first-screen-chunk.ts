/**
 * Which modules the first screen runs, for the one chunk a first visit loads with the entry
 * (`framework`). Left to automatic chunking, every module the portal shares with a lazy dialog
 * or the private app (a library, a constant of ours) becomes its own small chunk, and a first
 * visit pays a round of response headers for each; grouped by package name, the chunk also
 * carries every Mantine component only a dialog or the private app uses. So the group takes what
 * the entry reaches through static imports, and of the barrels (`@mantine/core`,
 * `@trustfront/core`) only the modules exporting a name the entry's own modules import.
 */

interface ModuleInfo {
  isEntry: boolean;
  code: string | null;
  importedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

const MANTINE_CORE = '/node_modules/@mantine/core/esm/';
/**
 * Barrels re-export a whole package: walking them would reach every component of Mantine and
 * every schema of ours (and zod with them), though the first screen uses a few.
 */
const BARREL =
  /\/(?:node_modules\/@mantine\/(?:core|hooks)\/esm\/index\.mjs|packages\/core\/src\/index\.ts)$/;
const MANTINE_CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const OWN_CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@trustfront\/core["']/g;
const OWN_CORE_BARREL = /\/packages\/core\/src\/index\.ts$/;
/** `export const NAME`, `export function NAME`, `export class NAME` of a module's source. */
const EXPORTED_NAME = /export\s+(?:const|let|function|async\s+function|class)\s+(\w+)/g;

const isLibrary = (id: string) => id.includes('/node_modules/');

/** The component folder a module of @mantine/core belongs to, or null for its core and utils. */
function mantineComponent(id: string): string | null {
  const at = id.indexOf(`${MANTINE_CORE}components/`);
  if (at < 0) return null;
  return id.slice(at + MANTINE_CORE.length + 'components/'.length).split('/')[0] ?? null;
}

/** The names a module imports from a barrel (`pattern` matches its import statements). */
function importedNames(code: string, pattern: RegExp): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Collects what the entry reaches through static imports, once per build. */
function firstScreen(graph: ModuleGraph, entry: string) {
  const modules = new Set<string>();
  const components = new Set<string>();
  const pending = [entry];
  const coreNames = new Set<string>();
  let componentsDir: string | undefined;
  let coreBarrel: string | undefined;
  const walk = () => {
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (modules.has(id)) continue;
      modules.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      const component = mantineComponent(id);
      if (component) components.add(component);
      if (!isLibrary(id) && info.code) {
        for (const name of importedNames(info.code, MANTINE_CORE_IMPORT)) components.add(name);
        for (const name of importedNames(info.code, OWN_CORE_IMPORT)) coreNames.add(name);
      }
      for (const imported of info.importedIds) {
        if (BARREL.test(imported)) {
          if (imported.includes('/@mantine/core/')) {
            componentsDir = imported.replace(/index\.mjs$/, 'components/');
          }
          if (OWN_CORE_BARREL.test(imported)) coreBarrel = imported;
        } else if (!modules.has(imported)) pending.push(imported);
      }
    }
  };
  walk();
  // The components the entry names, and what they import in turn, until nothing new is named.
  const expanded = new Set<string>();
  for (let grew = true; grew && componentsDir;) {
    grew = false;
    for (const name of [...components]) {
      if (expanded.has(name)) continue;
      expanded.add(name);
      const main = `${componentsDir}${name}/${name}.mjs`;
      if (graph.getModuleInfo(main)) {
        pending.push(main);
        grew = true;
      }
    }
    walk();
  }
  // The modules of our own core whose exports the first screen imports through its barrel.
  for (const id of coreBarrel ? (graph.getModuleInfo(coreBarrel)?.importedIds ?? []) : []) {
    const code = graph.getModuleInfo(id)?.code ?? '';
    if ([...code.matchAll(EXPORTED_NAME)].some((m) => coreNames.has(m[1] ?? ''))) pending.push(id);
  }
  walk();
  return { modules, components };
}

let cached: { entry: string; modules: Set<string>; components: Set<string> } | undefined;

/**
 * Libraries only forms and the private app need (docs/portal.md, What the first screen's script
 * holds): a module of the first screen that imports one fails the build, naming the importer.
 */
const NEVER_FIRST_SCREEN = /\/node_modules\/zod\//;

function refuseInFirstScreen(id: string, graph: ModuleGraph, modules: ReadonlySet<string>): void {
  if (!NEVER_FIRST_SCREEN.test(id) || !modules.has(id)) return;
  const importers = [...modules].filter(
    (m) =>
      !NEVER_FIRST_SCREEN.test(m) &&
      graph.getModuleInfo(m)?.importedIds.some((i) => NEVER_FIRST_SCREEN.test(i)),
  );
  throw new Error(
    `The portal's first screen would load ${id} through ${importers.join(', ')}: move what ` +
      'those modules define with it into a module the first screen does not run.',
  );
}

/** The `@mantine/core` components the first screen runs, once the build has chunked it. */
export const firstScreenComponents = (): ReadonlySet<string> => cached?.components ?? new Set();

/**
 * The chunk name for a module: 'framework' for a module the first screen runs, null to leave it
 * to automatic chunking. `entry` is the id of the app's entry module, which stays its own chunk.
 */
export function firstScreenChunk(id: string, graph: ModuleGraph, entry: string): string | null {
  if (id === entry) return null;
  if (cached?.entry !== entry) cached = { entry, ...firstScreen(graph, entry) };
  if (!isLibrary(id)) return cached.modules.has(id) ? 'framework' : null;
  refuseInFirstScreen(id, graph, cached.modules);
  const component = mantineComponent(id);
  if (component) return cached.components.has(component) ? 'framework' : null;
  // Stylesheets the first screen imports; the library's full one loads with the lazy chunks.
  if (id.endsWith('.css')) return cached.modules.has(id) ? 'framework' : null;
  // Mantine's own core and hooks (styles, providers, utilities), which the barrels hide from
  // the walk. Other Mantine packages (charts, dropzone…) only when the entry reaches them: the
  // group takes a module's dependencies with it, and charts would bring all of recharts.
  if (/\/node_modules\/@mantine\/(?:core|hooks)\//.test(id)) return 'framework';
  return cached.modules.has(id) ? 'framework' : null;
}
