// @ts-check
/**
 * ESLint rule enforcing the import table of ../shared/ARCHITECTURE.md: a lower layer never imports a higher one.
 * Type-only imports may point upward (they vanish at build time), so they are allowed.
 */
import path from 'node:path';

/** Layers by folder (relative to the repository root) and the layers each may import besides itself. */
export const LAYERS = {
  'src/engine': [],
  'src/content': ['src/engine'],
  'src/contracts': ['src/engine', 'src/content'],
  // Rules both sides enforce (stamina clock, identity rules): the server decides with them, the client shows them.
  'src/rules': ['src/engine', 'src/content', 'src/contracts'],
  'src/playback': ['src/engine', 'src/contracts'],
  'src/scene': ['src/playback', 'src/contracts'],
  'src/services': ['src/contracts', 'src/rules'],
  'src/screens': ['src/services', 'src/contracts', 'src/rules', 'src/scene'],
  'src/app': ['src/engine', 'src/content', 'src/contracts', 'src/rules', 'src/playback', 'src/scene', 'src/services', 'src/screens'],
  workers: ['src/engine', 'src/content', 'src/contracts'],
  server: ['src/engine', 'src/content', 'src/contracts', 'src/rules'],
};

const layerNames = Object.keys(LAYERS).sort((a, b) => b.length - a.length);

/** @param {string} rel */
function layerOf(rel) {
  const norm = rel.split(path.sep).join('/');
  return layerNames.find((l) => norm === l || norm.startsWith(l + '/'));
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerRule = {
  meta: { type: 'problem', docs: { description: 'enforce the architecture import table' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const from = layerOf(file);
    if (!from) return {};
    const allowed = new Set([from, ...(LAYERS[/** @type {keyof typeof LAYERS} */ (from)] ?? [])]);
    /** @param {any} node @param {string} source @param {boolean} typeOnly */
    function check(node, source, typeOnly) {
      if (typeOnly || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source));
      const to = layerOf(target);
      if (!to || allowed.has(to)) return;
      context.report({ node, message: `${from} may not import ${to} (see ARCHITECTURE.md); only type imports may point upward` });
    }
    return {
      ImportDeclaration(node) {
        const allTypes = node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
        check(node, String(node.source.value), allTypes);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value), node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value), node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, String(node.source.value), false);
      },
    };
  },
};
