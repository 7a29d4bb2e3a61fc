// Vite plugin (client build only): replaces each read of the message catalogue
// (`messages.quote.submit`, or `m.submit` after `const m = messages.quote`) with the text itself.
//
// Why: the catalogue is one module holding every screen's text, the back office's included; any
// page that shows one message loaded all of it (about 5 KB brotli on every public page). With the
// texts written in where they are read, a page ships only the messages it shows, and the catalogue
// module drops out of every chunk that no longer reads it as a whole. The server build is left alone.
//
// Only what is certain is replaced: a chain of plain property names that leads to a string, number,
// boolean, a small data object, or a function with no free names (its source is copied). Anything
// else (a computed key, an alias that escapes, an unknown name) keeps reading the module as before.
import * as acorn from "acorn";
import path from "node:path";

const CATALOGUE = /[/\\]common[/\\]messages(\.ts)?$/;
const MAX_INLINE_OBJECT = 1500;
const SAFE_GLOBALS = new Set(["undefined", "String", "Number", "Math", "JSON", "Array", "Object"]);

/** Source of a function value, if it can be copied: it reads nothing but its own parameters and locals. */
function functionSource(fn) {
  const src = `(${fn.toString()})`;
  let ast;
  try {
    ast = acorn.parse(src, { ecmaVersion: "latest" });
  } catch {
    return undefined;
  }
  const declared = new Set();
  const used = [];
  walk(ast, (node, parent) => {
    if (node.type === "Identifier") {
      const isKey = parent && (parent.type === "MemberExpression" ? parent.property === node && !parent.computed : parent.type === "Property" && parent.key === node && !parent.computed);
      if (!isKey) used.push(node.name);
    }
    if (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression") {
      for (const p of node.params) if (p.type === "Identifier") declared.add(p.name);
    }
    if (node.type === "VariableDeclarator" && node.id.type === "Identifier") declared.add(node.id.name);
  });
  return used.every((name) => declared.has(name) || SAFE_GLOBALS.has(name)) ? src : undefined;
}

function literalOf(value) {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "function") return functionSource(value);
  if (value && typeof value === "object") {
    let json;
    try {
      json = JSON.stringify(value, (_k, v) => {
        if (typeof v === "function") throw new Error("function");
        return v;
      });
    } catch {
      return undefined;
    }
    return json.length <= MAX_INLINE_OBJECT ? `(${json})` : undefined;
  }
  return undefined;
}

function walk(node, visit, parent = null) {
  if (!node || typeof node.type !== "string") return;
  if (visit(node, parent) === false) return;
  for (const key of Object.keys(node)) {
    if (key === "type" || key === "start" || key === "end") continue;
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) walk(c, visit, node);
    else if (child && typeof child === "object" && typeof child.type === "string") walk(child, visit, node);
  }
}

/** `a.b.c` as [rootIdentifier, [memberNode for a.b, memberNode for a.b.c], ["b", "c"]], or undefined. */
function chainOf(node) {
  const members = [];
  const keys = [];
  let cur = node;
  while (cur.type === "MemberExpression") {
    if (cur.optional) return undefined;
    let key;
    if (!cur.computed && cur.property.type === "Identifier") key = cur.property.name;
    else if (cur.computed && cur.property.type === "Literal" && typeof cur.property.value === "string") key = cur.property.value;
    else {
      // A computed key ends what can be known: keep only the part before it.
      members.length = 0;
      keys.length = 0;
      cur = cur.object;
      continue;
    }
    members.unshift(cur);
    keys.unshift(key);
    cur = cur.object;
  }
  return cur.type === "Identifier" && members.length ? { root: cur, members, keys } : undefined;
}

export function inlineMessages(messages) {
  return {
    name: "inline-messages",
    apply: "build",
    enforce: "post",
    transform(code, id, options) {
      if (options?.ssr || this.environment?.name === "ssr") return null;
      if (!/\.(tsx?|jsx?|mjs)$/.test(id.split("?")[0]) || id.includes("node_modules") || CATALOGUE.test(id.split("?")[0])) return null;
      if (!code.includes("messages")) return null;
      let ast;
      try {
        ast = acorn.parse(code, { ecmaVersion: "latest", sourceType: "module" });
      } catch {
        return null;
      }
      // The local name of the catalogue's `messages` export.
      const roots = new Map();
      for (const stmt of ast.body) {
        if (stmt.type !== "ImportDeclaration" || !isCatalogue(String(stmt.source.value), id)) continue;
        for (const spec of stmt.specifiers) {
          if (spec.type === "ImportSpecifier" && (spec.imported.name ?? spec.imported.value) === "messages") roots.set(spec.local.name, messages);
        }
      }
      if (!roots.size) return null;

      // How often each name is declared: an alias is only followed when its name is declared once.
      const declarations = new Map();
      walk(ast, (node) => {
        const names = [];
        if (node.type === "VariableDeclarator") collectNames(node.id, names);
        if (/Function/.test(node.type)) for (const p of node.params) collectNames(p, names);
        if (node.type === "CatchClause" && node.param) collectNames(node.param, names);
        for (const n of names) declarations.set(n, (declarations.get(n) ?? 0) + 1);
      });

      // `const m = messages.auth;` (not exported): `m` is followed like the catalogue itself.
      const aliases = new Map();
      walk(ast, (node, parent) => {
        if (node.type !== "VariableDeclarator" || node.id.type !== "Identifier" || !node.init) return;
        if (parent?.kind !== "const" || declarations.get(node.id.name) !== 1) return;
        const chain = node.init.type === "MemberExpression" ? chainOf(node.init) : undefined;
        if (!chain || !roots.has(chain.root.name) || chain.members.at(-1) !== node.init) return;
        const value = resolve(roots.get(chain.root.name), chain.keys);
        if (value && typeof value === "object") aliases.set(node.id.name, { value, declarator: node, escapes: false });
      });
      for (const [name, alias] of aliases) roots.set(name, alias.value);
      const aliasInits = new Set([...aliases.values()].map((alias) => alias.declarator.init));

      const edits = [];
      const replacedRoots = new Set();
      walk(ast, (node, parent) => {
        if (node.type === "MemberExpression") {
          const chain = chainOf(node);
          if (!chain || !roots.has(chain.root.name)) return;
          if (aliasInits.has(node)) return false;
          if (isAssignmentTarget(node, parent)) return;
          let value = roots.get(chain.root.name);
          for (let i = 0; i < chain.keys.length; i++) {
            if (value === null || typeof value !== "object" || !(chain.keys[i] in value)) return;
            value = value[chain.keys[i]];
            const isLast = i === chain.keys.length - 1;
            if (typeof value !== "object" || isLast) {
              const literal = literalOf(value);
              if (literal === undefined) return;
              const target = chain.members[i];
              edits.push([target.start, target.end, literal]);
              replacedRoots.add(chain.root);
              return false;
            }
          }
          return;
        }
        if (node.type === "Identifier" && aliases.has(node.name) && !replacedRoots.has(node)) {
          const alias = aliases.get(node.name);
          if (alias.declarator.id !== node) alias.escapes = true;
        }
      });
      // Aliases now unread: their declaration no longer reads the catalogue.
      for (const alias of aliases.values()) {
        if (!alias.escapes) edits.push([alias.declarator.init.start, alias.declarator.init.end, "void 0"]);
      }
      if (!edits.length) return null;
      edits.sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
      if (process.env.INLINE_DEBUG && id.includes(process.env.INLINE_DEBUG)) console.error("INLINE", id, "\n", out);
      return { code: out, map: null };
    },
  };
}

/** Whether an import source names the catalogue: "@common/messages" or a relative path to it. */
function isCatalogue(source, importer) {
  if (source === "@common/messages") return true;
  if (!source.startsWith(".")) return false;
  return CATALOGUE.test(path.resolve(path.dirname(importer.split("?")[0]), source));
}

function resolve(value, keys) {
  for (const key of keys) {
    if (value === null || typeof value !== "object" || !(key in value)) return undefined;
    value = value[key];
  }
  return value;
}

function collectNames(pattern, out) {
  if (!pattern) return;
  if (pattern.type === "Identifier") out.push(pattern.name);
  else if (pattern.type === "ObjectPattern") for (const p of pattern.properties) collectNames(p.type === "RestElement" ? p.argument : p.value, out);
  else if (pattern.type === "ArrayPattern") for (const p of pattern.elements) collectNames(p, out);
  else if (pattern.type === "AssignmentPattern") collectNames(pattern.left, out);
  else if (pattern.type === "RestElement") collectNames(pattern.argument, out);
}

function isAssignmentTarget(node, parent) {
  return (parent?.type === "AssignmentExpression" && parent.left === node) || (parent?.type === "UpdateExpression" && parent.argument === node);
}
