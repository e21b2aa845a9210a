// The import boundaries of CONTRIBUTING.md as one lint rule, so nothing but a reviewer's eye has to
// remember them. Paths are resolved from the importing file; only relative imports can cross these
// lines (workspace packages are imported by name and checked by TypeScript).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webFeatures = path.join(root, 'apps/web/src/features');
const webShared = [path.join(root, 'apps/web/src/components'), path.join(root, 'apps/web/src/lib')];
const serverModules = path.join(root, 'apps/server/src/modules');

/**
 * What a web feature offers the others (docs/decisions/0008-web-feature-boundaries.md): its `api.ts`
 * (the hooks own the query keys, so another feature reading the same data must use them) and the
 * files listed here, each a piece meant to be composed elsewhere.
 */
export const FEATURE_PUBLIC_FILES = {
  auth: ['guards'],
  blogs: ['LatestBlogs'],
  // The guest's own unpaid hold, whose nights the property page's calendar shows free to them too; the
  // booking page's quote, with which the property page prices the stay; the extras field the desk's booking offers too;
  // the change-dates dialog the desk calendar opens when a booking's bar is dropped on other nights.
  bookings: ['ArrivingTodayCard', 'ownHold', 'useStayQuote', 'ExtrasField', 'ChangeDatesButton'],
  channels: ['CalendarConflicts'],
  coupons: ['OffersForYou'],
  // The home page's links to the destination pages.
  destinations: ['DestinationLinks'],
  dashboard: ['OwnerDashboard', 'TodayCard'],
  ratings: ['GuestReviewLinks'],
  // The property page's verified reviews.
  reviews: ['PropertyReviews'],
  // The pages the first-run setup embeds, and the dashboard's notice while no e-mail server is set.
  settings: ['PaymentSettingsPage', 'EmailSettingsPage', 'SiteSettingsPage', 'MailNotSetNotice'],
  // The specification's FAQ answers and refund policy, which Settings → Guests offers as defaults.
  'static-pages': ['faq'],
  // The search bar's stay fields and the session's saved search, which the property page reuses.
  // The result card is also a destination page's property card (one price label, docs/product/found-and-shared.md).
  search: ['GuestsField', 'StayDatesField', 'searchValues', 'SearchResultCard'],
};

const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|js)$/, '').replace(/\/index$/, '');

/** `features/<name>/<rest>` of an absolute path, or null outside the web features. */
function featureOf(file) {
  const relative = path.relative(webFeatures, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, rest: withoutExtension(rest.join('/')) };
}

function moduleOf(file) {
  const relative = path.relative(serverModules, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length ? { name, rest: withoutExtension(rest.join('/')) } : null;
}

const isInside = (file, dir) => !path.relative(dir, file).startsWith('..');

// ---- Import cycles, type-only imports included (import-x's no-cycle skips those) ----

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const importsCache = new Map();

function resolveRelative(from, source) {
  const base = path.resolve(path.dirname(from), source);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files a source file imports statically by relative path (dynamic `import()` splits code, no cycle). */
function importsOf(file) {
  let imports = importsCache.get(file);
  if (!imports) {
    const text = fs.readFileSync(file, 'utf8');
    imports = [...text.matchAll(STATIC_IMPORT)].map((match) => resolveRelative(file, match[1])).filter(Boolean);
    importsCache.set(file, imports);
  }
  return imports;
}

/** A path of static imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, route] = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) {
      if (next === target) return route;
      if (!seen.has(next)) stack.push([next, [...route, next]]);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between source files, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both sides need into a third module.' },
  },
  create(context) {
    const filename = context.filename;
    // What this file imports now, not what an earlier run of the same process read.
    importsCache.delete(filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveRelative(filename, source);
      const route = target && pathBack(target, filename);
      if (route) {
        const names = [filename, ...route, filename].map((file) => path.relative(root, file));
        context.report({ node: node.source, messageId: 'cycle', data: { route: names.join(' → ') } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features, shared web code and server modules import only what they may' },
    schema: [],
    messages: {
      featureInternals:
        "'{{source}}' is an internal file of the web feature '{{to}}': import its api.ts or a file it makes public (scripts/eslint-boundaries.mjs), or move what both need to components/, lib/ or @hillnest/domain.",
      sharedImportsFeature:
        "Shared web code (components/, lib/) must not import a feature ('{{source}}'): move what it needs out of the feature.",
      otherModulesQueries:
        "'{{source}}' is the queries of the server module '{{to}}': call its service instead, or keep the query in this module.",
    },
  },
  create(context) {
    const filename = context.filename;
    const fromFeature = featureOf(filename);
    const fromShared = webShared.some((dir) => isInside(filename, dir));
    const fromModule = moduleOf(filename);
    if (!fromFeature && !fromShared && !fromModule) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const toFeature = featureOf(target);
      if (toFeature && fromShared) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { source } });
      } else if (toFeature && fromFeature && toFeature.name !== fromFeature.name) {
        const publicFiles = ['api', ...(FEATURE_PUBLIC_FILES[toFeature.name] ?? [])];
        if (!publicFiles.includes(toFeature.rest)) {
          context.report({ node, messageId: 'featureInternals', data: { source, to: toFeature.name } });
        }
      }
      const toModule = moduleOf(target);
      if (fromModule && toModule && toModule.name !== fromModule.name && toModule.rest === 'queries') {
        context.report({ node, messageId: 'otherModulesQueries', data: { source, to: toModule.name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noSpecPointer = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments point at the docs of the repository, not at a specification a clone does not have' },
    schema: [],
    messages: {
      spec: "A clone of the repository has no SPEC.md: point at the behaviour's page in docs/product/ instead (and describe it there if it is missing).",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/\bSPEC(\.md|\s*§)/.test(comment.value)) context.report({ loc: comment.loc, messageId: 'spec' });
        }
      },
    };
  },
};

export default { rules: { boundaries, 'no-cycle': noCycle, 'no-spec-pointer': noSpecPointer } };
