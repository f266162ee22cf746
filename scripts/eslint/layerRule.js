// @ts-check
/**
 * ESLint rule enforcing the import table of docs/ARCHITECTURE.md: a lower layer never imports a higher one, a file
 * never re-exports another layer's values to importers that may not reach that layer themselves (a side door), and
 * inside the server, routes leave the database to use cases, use cases leave HTTP to routes, and repositories are
 * reached one way: through the app's dependencies (`deps.repositories`), never by importing a repository module.
 * Type-only imports may point upward (they vanish at build time), so they are allowed, except where a server
 * sub-layer rule says otherwise.
 */
import path from 'node:path';

/** Layers by folder (relative to the repository root) and the layers each may import besides itself. */
export const LAYERS = {
  'src/engine': [],
  'src/content': ['src/engine'],
  'src/contracts': ['src/engine', 'src/content'],
  // Logic without I/O that server, browser and worker share (stamina clock, team power and synergies, luck, the
  // mystery draw, seed fairness, SHA-256): the server decides with it, the client shows it. No schemas: those are
  // contracts, which therefore may not import rules.
  'src/rules': ['src/engine', 'src/content', 'src/contracts'],
  'src/playback': ['src/engine', 'src/contracts'],
  // The browser's own primitives wrapped once for every layer that runs in a page (an idle callback with its
  // fallback, scrolling a sideways row to an item): no game knowledge, so they import nothing.
  'src/browser': [],
  'src/scene': ['src/playback', 'src/contracts', 'src/browser'],
  'src/services': ['src/contracts', 'src/rules', 'src/browser'],
  // Screens show the card set (engine and content data), drive the battle viewer's playback cursor and mount the
  // scene; they reach the server only through services.
  'src/screens': ['src/services', 'src/contracts', 'src/rules', 'src/scene', 'src/playback', 'src/content', 'src/engine', 'src/browser'],
  'src/app': ['src/engine', 'src/content', 'src/contracts', 'src/rules', 'src/playback', 'src/scene', 'src/services', 'src/screens', 'src/browser'],
  workers: ['src/engine', 'src/content', 'src/contracts', 'src/rules'],
  server: ['src/engine', 'src/content', 'src/contracts', 'src/rules'],
};

/** The folders of server/ that are not use cases: HTTP plumbing, thin routes. Everything else in server/ may not import server/http. */
const SERVER_HTTP_SIDE = ['server/http', 'server/routes'];

/**
 * Where repository objects may be imported as values: their own folder, and the places the app is put together
 * (`createAppDeps` in app.ts, main.ts's background jobs, the admin runner). Everything else in server/ takes them
 * from the app's dependencies, so a test that swaps one (a crashing ledger) swaps it everywhere.
 */
const REPOSITORY_HOLDERS = ['server/db', 'server/app.ts', 'server/main.ts', 'server/admin/runAdmin.ts'];

/** A repository object's name as db/ exports it (`ledgerRepository`, `repositories`), or a whole module ('*'). */
const REPOSITORY_NAME = /^([a-z]\w*Repository|repositories|\*)$/;

const layerNames = Object.keys(LAYERS).sort((a, b) => b.length - a.length);

/** @param {string} rel */
function normalise(rel) {
  return rel.split(path.sep).join('/');
}

/** @param {string} norm @param {string} folder */
function within(norm, folder) {
  return norm === folder || norm.startsWith(folder + '/') || norm.startsWith(folder + '.');
}

/** @param {string} norm */
function layerOf(norm) {
  return layerNames.find((l) => within(norm, l));
}

/** @param {string} layer */
function mayImport(layer) {
  return new Set([layer, ...(LAYERS[/** @type {keyof typeof LAYERS} */ (layer)] ?? [])]);
}

/**
 * Layers that may import `from` but not `to`: re-exporting `to`'s values from `from` would hand them a side door.
 * @param {string} from @param {string} to
 */
function openedDoors(from, to) {
  return layerNames.filter((l) => l !== from && mayImport(l).has(from) && !mayImport(l).has(to));
}

/**
 * The server sub-layer rule broken by importing `target` from `file`, if any. These count type imports too: a use
 * case typing its refusals with an HTTP file still depends on HTTP.
 * @param {string} file @param {string} target @param {boolean} typeOnly @param {readonly string[]} names the value names imported ('*': all)
 */
function serverSubLayerBreach(file, target, typeOnly, names) {
  if (!within(file, 'server') || !within(target, 'server')) return undefined;
  if (within(file, 'server/routes') && within(target, 'server/db') && !typeOnly) {
    return 'server/routes may not import server/db values: a route calls a use case, which owns the repositories';
  }
  const repositoryModule = within(target, 'server/db') && /[rR]epositor(y|ies)(\.[jt]s)?$/.test(target);
  if (repositoryModule && !REPOSITORY_HOLDERS.some((f) => within(file, f)) && names.some((n) => REPOSITORY_NAME.test(n))) {
    return 'server code takes repositories from the app\'s dependencies (deps.repositories), never by importing a repository: a test swaps them there';
  }
  const fileIsUseCase = file.includes('/', 'server/'.length) && !SERVER_HTTP_SIDE.some((f) => within(file, f));
  if (fileIsUseCase && within(target, 'server/http')) {
    return 'server use cases may not import server/http (not even types): reasons live in src/contracts, status tables in server/http';
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerRule = {
  meta: { type: 'problem', docs: { description: 'enforce the architecture import table' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = normalise(path.relative(root, context.filename));
    const from = layerOf(file);
    if (!from) return {};
    const allowed = mayImport(from);
    /**
     * @param {import('estree').Node} node @param {string} source @param {boolean} typeOnly
     * @param {boolean} reExport whether the file passes the imported values on
     * @param {readonly string[]} names the value names it imports or passes on ('*': all of them)
     */
    function check(node, source, typeOnly, reExport, names) {
      if (!source.startsWith('.')) return;
      const target = normalise(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      const breach = serverSubLayerBreach(file, target, typeOnly, names);
      if (breach) context.report({ node, message: `${breach} (see docs/ARCHITECTURE.md)` });
      if (typeOnly) return;
      const to = layerOf(target);
      if (!to || to === from) return;
      if (!allowed.has(to)) {
        context.report({ node, message: `${from} may not import ${to} (see docs/ARCHITECTURE.md); only type imports may point upward` });
        return;
      }
      const doors = reExport ? openedDoors(from, to) : [];
      if (doors.length > 0) {
        context.report({ node, message: `${from} may not re-export ${to} values: that is a side door for ${doors.join(', ')}, which may not import ${to}; import it where it lives` });
      }
    }
    /** @param {any} node */
    function allTypes(node) {
      const kind = node.importKind ?? node.exportKind;
      const specifiers = /** @type {any[]} */ (node.specifiers ?? []);
      return kind === 'type' ||
        (specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type'));
    }
    /** @param {any} node the value names a declaration imports or passes on ('*' for a namespace or a whole module) */
    function valueNames(node) {
      if ((node.importKind ?? node.exportKind) === 'type') return [];
      return /** @type {any[]} */ (node.specifiers ?? [])
        .filter((s) => (s.importKind ?? s.exportKind) !== 'type')
        .map((s) => (s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : String(s.imported?.name ?? s.local?.name ?? s.exported?.name)));
    }
    return {
      ImportDeclaration(node) {
        check(node, String(node.source.value), allTypes(node), false, valueNames(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value), allTypes(node), true, valueNames(node));
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value), allTypes(node), true, node.exportKind === 'type' ? [] : ['*']);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, String(node.source.value), false, false, ['*']);
      },
    };
  },
};
