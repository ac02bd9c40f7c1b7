/** The layers' import rules (see layers.js). */
interface Restriction {
  readonly paths?: readonly { readonly name: string; readonly message: string; readonly allowTypeImports?: boolean }[];
  readonly patterns: readonly (
    { readonly group: readonly string[]; readonly message: string } | { readonly regex: string; readonly message: string }
  )[];
}
export declare const SHARED_LAYER: readonly string[];
export declare const SHARED_LAYER_EXCEPT: readonly string[];
export declare const sharedLayerImports: Restriction;
export declare const BROWSER_CODE: readonly string[];
export declare const BROWSER_CODE_EXCEPT: readonly string[];
export declare const browserImports: Restriction;
/** The flat-config entries eslint.config.js spreads. */
export declare const layerConfigs: readonly {
  readonly files: readonly string[];
  readonly ignores?: readonly string[];
  readonly rules: Readonly<Record<string, unknown>>;
}[];
