// A small polyglot-compatible translator for code that runs outside React (the server, pure helpers).
import { appMessages } from './app';
import { raSpanish } from './raSpanish';

type Tree = { readonly [key: string]: string | Tree };

const catalogue: Tree = { ...(raSpanish as unknown as Tree), ...(appMessages as unknown as Tree) };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(key: string, args: Readonly<Record<string, string | number>> = {}): string {
  const text = lookup(catalogue, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (name in args ? String(args[name]) : `%{${name}}`));
}
