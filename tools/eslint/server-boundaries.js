// Local ESLint rules for apps/server: the query builder stays in repositories and db/, a module reaches
// another module only through its services, and transactions are opened by services alone.
// See docs/architecture.md and docs/adr/0016-transactions.md.
import path from 'node:path';

const serverSrc = 'apps/server/src/';
/** The repository root (paths are matched from it, whichever folder ESLint runs in). */
const root = path.resolve(import.meta.dirname, '../..');

/** Query-builder entry points that start a statement. */
const QUERY_STARTS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);

/** Where a server file sits: its module (when inside modules/<x>/) and its role. */
function locate(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith(serverSrc)) return null;
  const inner = rel.slice(serverSrc.length);
  const parts = inner.split('/');
  const base = parts[parts.length - 1];
  const module = parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
  return {
    module,
    isRepository: base.endsWith('.repository.ts'),
    // A module's migrations stand alone like db/'s: they change the schema with the query builder.
    isDb: parts[0] === 'db' || (module !== null && parts[2] === 'migrations'),
    isRoutes: base.endsWith('.routes.ts'),
  };
}

/** True when the file may hold queries: a repository, anything under db/, or a module's migration. */
function mayQuery(where) {
  return where.isRepository || where.isDb;
}

/** The name of a member expression's property when it is a plain identifier (`a.b`, `a?.b`). */
function propertyName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') {
    return node.property.value;
  }
  return null;
}

/** An import declaration brings in a value when it is not `import type` and has a non-type specifier. */
function importsValue(node) {
  if (node.importKind === 'type') return false;
  if (node.specifiers.length === 0) return true;
  return node.specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
}

/** Only repositories and db/ import values (sql, Kysely, ...) from kysely; types are fine anywhere. */
export const kyselyValues = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      refused:
        "Server boundary: only *.repository.ts and db/ may import values from '{{source}}' (use `import type`, or move the query into a repository).",
    },
  },
  create(context) {
    const where = locate(context.filename);
    if (!where || mayQuery(where)) return {};
    function refuse(node, source) {
      context.report({ node, messageId: 'refused', data: { source } });
    }
    const isKysely = (spec) => spec === 'kysely' || spec.startsWith('kysely/');
    return {
      ImportDeclaration(node) {
        if (isKysely(node.source.value) && importsValue(node)) refuse(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isKysely(String(node.source.value)))
          refuse(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && isKysely(node.source.value) && node.exportKind !== 'type')
          refuse(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (isKysely(node.source.value) && node.exportKind !== 'type') refuse(node, node.source.value);
      },
    };
  },
};

/** A module never imports another module's repository: it asks that module's service. */
export const moduleRepositories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      refused:
        'Server boundary: "{{from}}" must not import the repository of module "{{to}}"; call that module\'s service instead.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from) return {};
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), spec).replace(/\.(js|ts)$/, '');
      const target = locate(resolved + '.ts');
      if (!target || !target.isRepository || !target.module || target.module === from.module) return;
      const fromName = from.module ?? path.relative(root, file).split(path.sep).join('/');
      context.report({ node, messageId: 'refused', data: { from: fromName, to: target.module } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Statements (`.selectFrom(...)` and kin) are built only in repositories and db/. */
export const queriesInRepositories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      refused: 'Server boundary: `.{{name}}` builds a query; only *.repository.ts and db/ hold queries.',
    },
  },
  create(context) {
    const where = locate(context.filename);
    if (!where || mayQuery(where)) return {};
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (name && QUERY_STARTS.has(name)) context.report({ node, messageId: 'refused', data: { name } });
      },
    };
  },
};

/** Services own transactions: repositories take the `trx` they are given, routes never open one. */
export const transactionOwner = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      refused:
        'Server boundary: {{role}} must not open a transaction; the service opens it and passes `trx` (ADR 0016).',
    },
  },
  create(context) {
    const where = locate(context.filename);
    if (!where || !(where.isRoutes || (where.isRepository && where.module))) return {};
    const role = where.isRoutes ? 'a route file' : 'a repository';
    return {
      MemberExpression(node) {
        if (propertyName(node) === 'transaction')
          context.report({ node, messageId: 'refused', data: { role } });
      },
    };
  },
};

/** The plugin rules keyed by their name under the `tessera/` prefix. */
export const serverBoundaryRules = {
  'server-kysely-values': kyselyValues,
  'server-module-repositories': moduleRepositories,
  'server-queries': queriesInRepositories,
  'server-transactions': transactionOwner,
};
