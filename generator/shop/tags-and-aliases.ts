// Tags (!!int, !custom) and aliases (*name) in the shop file, refused or explained where they are written.
import { visit, type Document } from 'yaml';
import { yamlAliasProblem, yamlTooManyAliases, yamlUnresolvedAlias } from '../messages/index.ts';

/** The first tag: tags make values a shop has no use for (bytes, timestamps) or the parser cannot make, and it only warns. */
export function firstTag(doc: Document.Parsed, source: string): { tag: string; at: number } | undefined {
  // A tag starts with "!" after a space, a line start or a flow indicator: most files have none, and need no walk.
  if (!/(?:^|[\s[{,])!/.test(source)) return undefined;
  let found: { tag: string; at: number } | undefined;
  visit(doc, {
    Node(_, node) {
      if (!node.tag) return undefined;
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, '!!');
      // The node starts at its value; point at the tag written before it.
      const value = node.range?.[0] ?? 0;
      const written = source.lastIndexOf(tag, value);
      found = { tag, at: written >= 0 ? written : value };
      return visit.BREAK;
    },
  });
  return found;
}

/** An alias inside the value its own anchor names (`loop: &x [*x]`), which every walk of the shop would follow for ever. */
export function aliasInsideItself(doc: Document.Parsed, source: string): { name: string; at: number } | undefined {
  // It needs an anchor (&name after a space, a line start or a flow indicator): most files have none.
  if (!/(?:^|[\s[{,])&[^\s,[\]{}]/.test(source)) return undefined;
  let found: { name: string; at: number } | undefined;
  visit(doc, {
    Alias(_, node, path) {
      const target = node.resolve(doc);
      if (!target || !path.includes(target)) return undefined;
      found = { name: node.source, at: node.range?.[0] ?? 0 };
      return visit.BREAK;
    },
  });
  return found;
}

/** Where yaml's error about anchors (&name) and aliases (*name) is, and what it means to the owner. */
export function aliasProblem(doc: Document.Parsed, error: unknown): { at: number; message: string } {
  const reason = error instanceof Error ? error.message : String(error);
  const unresolved = /Unresolved alias[^:]*: (.+)$/.exec(reason)?.[1];
  let at = 0;
  visit(doc, {
    Alias(_, node) {
      if (unresolved !== undefined && node.source !== unresolved) return undefined;
      at = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  if (unresolved !== undefined) return { at, message: yamlUnresolvedAlias(unresolved) };
  // yaml refuses aliases that would multiply the file many times over (a resource exhaustion attack).
  return { at, message: /Excessive alias count/.test(reason) ? yamlTooManyAliases() : yamlAliasProblem(reason) };
}
