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

/**
 * Polyglot's plural forms ('%{smart_count} baño |||| %{smart_count} baños'): Spanish takes the first for exactly 1
 * (and -1), the second for every other count, as the browser's polyglot does for 'es'.
 */
function pluralForm(text: string, count: unknown): string {
  if (!text.includes('||||')) return text;
  const forms = text.split('||||').map((f) => f.trim());
  const n = typeof count === 'number' ? count : Number(count);
  return (Math.abs(n) === 1 ? forms[0] : forms[1]) ?? forms[0] ?? '';
}

export function translate(key: MessageKey, args: MessageArgs = {}): string {
  const text = pluralForm(lookup(catalogue, key) ?? args._ ?? key, args.smart_count);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (args[name] !== undefined ? String(args[name]) : `%{${name}}`));
}
