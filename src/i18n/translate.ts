// A small polyglot-compatible translator for code that runs outside React (the server, pure helpers).
import { appMessages } from './app';
import type { MessageArgs, MessageKey } from './keys';
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

export function translate(key: MessageKey, args: MessageArgs = {}): string {
  const text = lookup(catalogue, key) ?? args._ ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (args[name] !== undefined ? String(args[name]) : `%{${name}}`));
}
