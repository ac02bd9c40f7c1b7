// The typed catalogue: every key of the Spanish messages as a string literal type, so that a misspelt key in
// t()/useT() fails the type check. Plain types only: the server imports it too.
import type { appMessages } from './app';
import type { raSpanish } from './raSpanish';
import type { raTiptapSpanish } from './raTiptapSpanish';

/** The dotted path of every string leaf of a message tree. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * `resources.<module>.name` and `resources.<module>.fields.<field>` come from the module schemas at run time
 * (src/i18n/index.ts resourceMessages): their names are checked by tests/unit/i18nKeys.test.ts.
 */
export type ResourceKey = `resources.${string}.name` | `resources.${string}.fields.${string}`;

export type MessageKey =
  MessagePaths<typeof raSpanish> | `ra.tiptap.${MessagePaths<typeof raTiptapSpanish>}` | MessagePaths<typeof appMessages> | ResourceKey;

/** `T` itself, required to be a catalogue key (for keys assembled from typed parts). */
export type CatalogueKey<T extends MessageKey> = T;

/** The keys under a prefix, without it: `SubKey<'app.common.'>` is `'yes' | 'no' | …`. */
export type SubKey<Prefix extends string> = MessageKey extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;

export type MessageArgs = Readonly<Record<string, string | number | undefined>> & { readonly _?: string };

/** A key written where react-admin takes a label or a title: checks it against the catalogue, returns it as is. */
export const msg = <K extends MessageKey>(key: K): K => key;
