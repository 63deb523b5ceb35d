// Local ESLint rule: keeps imports one-way (shared -> lib/components -> features -> app) and
// features independent of one another. See docs/architecture.md.
import path from 'node:path';

const webSrc = path.join('apps', 'web', 'src');

/** Where a file sits: the layer name, plus the feature name when it is inside a feature. */
function locate(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (rel.startsWith('packages/shared/')) return { layer: 'shared' };
  if (rel.startsWith('apps/server/')) return { layer: 'server' };
  if (!rel.startsWith(webSrc.split(path.sep).join('/') + '/')) return { layer: 'other' };
  const parts = rel.slice(webSrc.length + 1).split('/');
  if (parts[0] === 'features') return { layer: 'feature', feature: parts[1] };
  if (parts[0] === 'app') return { layer: 'app' };
  if (parts.length === 1) return { layer: 'entry' };
  return { layer: 'base' };
}

/** Which (from, to) pairs are refused, with the reason shown to the developer. */
function refusal(from, to) {
  if (from.layer === 'shared' && to.layer !== 'shared' && to.layer !== 'other') {
    return 'packages/shared must not import application code';
  }
  if (from.layer === 'server' && (to.layer === 'feature' || to.layer === 'app' || to.layer === 'base')) {
    return 'the server must not import web code';
  }
  if (from.layer === 'base' && (to.layer === 'feature' || to.layer === 'app')) {
    return 'lib/, components/, stores/ and locales/ must not import features or app';
  }
  if (from.layer === 'feature' && to.layer === 'app') return 'features must not import app/';
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { refused: 'Import boundary: {{reason}}.' } },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else if (spec.startsWith('@/')) target = path.resolve(process.cwd(), webSrc, spec.slice(2));
      else return;
      const reason = refusal(from, locate(target));
      if (reason) context.report({ node, messageId: 'refused', data: { reason } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
