/** `no-restricted-syntax` entries refusing the UTC day (see lima-day.js). */
export declare const limaDaySyntax: readonly { readonly selector: string; readonly message: string }[];
