// The import graph of the repository's own sources, for module-graph.test.mjs: which files a file imports when it
// runs, resolved the way the builds resolve them (relative paths, and the contracts' package entries through the
// `exports` of shared-contracts/package.json). swc parses each file, so an import written in a comment or a string
// is not one.
//
// Edges are the static imports and re-exports that stay in the compiled code. Left out, on purpose:
// - type-only imports (`import type`, `export type`, or every name marked `type`): TypeScript erases them, so they
//   never decide the order in which modules run (an import of a name used only as a type, not marked `type`, is
//   counted: the check errs on the side of a cycle);
// - dynamic `import()`: it loads when the code calls it, after both modules have run, so it cannot make one of
//   them see the other half-initialised.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

export const CONTRACTS_PACKAGE = '@kaver/shared-contracts';
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const DECLARATIONS = /\.d\.[cm]?ts$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];

/** The repository's files (tracked or new, not ignored) whose names match `pattern`, relative to `root`. */
export function repositoryFiles(root, pattern) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => pattern.test(file) && existsSync(path.join(root, file)));
}

/** The repository's code: TypeScript and JavaScript, without declaration files (they never run). */
export function sourceFiles(root) {
  return repositoryFiles(root, SOURCE).filter((file) => !DECLARATIONS.test(file));
}

/** The specifiers a module imports statically, each with whether TypeScript erases it. */
export function staticImports(file, text) {
  const syntax = /\.[cm]?tsx?$/.test(file) ? 'typescript' : 'ecmascript';
  const ast = parseSync(text, { syntax, tsx: file.endsWith('.tsx'), jsx: file.endsWith('.jsx') });
  const found = [];
  for (const node of ast.body) {
    if (!node.source) continue;
    if (!['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'].includes(node.type))
      continue;
    const specifiers = node.specifiers ?? [];
    const typeOnly =
      Boolean(node.typeOnly) ||
      (specifiers.length > 0 && specifiers.every((specifier) => specifier.isTypeOnly));
    found.push({ specifier: node.source.value, typeOnly });
  }
  return found;
}

/** The file a path names, trying the extensions and index files the builds try; null when there is none. */
function existingFile(base) {
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    // An ES module's './x.js' written for a TypeScript file './x.ts'.
    ...(base.endsWith('.js') ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')] : []),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Reads the contracts' public entries once: subpath ('./time') -> file relative to the repository root. */
export function contractsEntries(root) {
  const dir = path.join(root, 'shared-contracts');
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return new Map(
    Object.entries(exports).map(([subpath, target]) => [
      subpath,
      path.relative(root, path.join(dir, target)),
    ]),
  );
}

/**
 * What `specifier`, written in `file` (relative to `root`), runs: a repository file relative to `root`, `null` for
 * a package of node_modules or a file that is not code (CSS, pictures), or `{ error }` when it names nothing the
 * builds could load (a path that does not exist, a contracts' subpath that is not a public entry).
 */
export function resolveImport(root, file, specifier, entries) {
  let target;
  if (specifier.startsWith('.')) {
    const base = path.resolve(root, path.dirname(file), specifier);
    target = existingFile(base);
    if (!target) return { error: `${file}: '${specifier}' names no file` };
  } else if (specifier === CONTRACTS_PACKAGE || specifier.startsWith(`${CONTRACTS_PACKAGE}/`)) {
    const subpath = `.${specifier.slice(CONTRACTS_PACKAGE.length)}`;
    const entry = entries.get(subpath);
    if (!entry || entry.includes('*'))
      return { error: `${file}: '${specifier}' is not a public entry of the contracts` };
    target = path.join(root, entry);
  } else {
    return null;
  }
  const relative = path.relative(root, target);
  return SOURCE.test(relative) && !DECLARATIONS.test(relative) ? relative : null;
}

/** The graph of `files`: file -> the files it runs first, and the specifiers that name nothing. */
export function importGraph(root, files, entries = contractsEntries(root)) {
  const graph = new Map();
  const errors = [];
  for (const file of files) {
    const targets = new Set();
    for (const { specifier, typeOnly } of staticImports(file, readFileSync(path.join(root, file), 'utf8'))) {
      const resolved = resolveImport(root, file, specifier, entries);
      if (resolved?.error) errors.push(resolved.error);
      else if (resolved && !typeOnly) targets.add(resolved);
    }
    graph.set(file, targets);
  }
  return { graph, errors };
}

/**
 * Every cycle of the graph, one per strongly connected component (Tarjan's algorithm, without recursion: the
 * graph has a thousand files), each as the files of one loop through it with the first repeated at the end.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: [...(graph.get(start) ?? [])], at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      if (frame.at < frame.next.length) {
        const target = frame.next[frame.at++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: [...graph.get(target)], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node).has(frame.node)) components.push(component);
    }
  }
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** One loop through a strongly connected component, from its first file in sorted order (breadth first). */
function loopThrough(graph, members) {
  const start = [...members].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (target === start) {
        const loop = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
