/** A worker's configuration, the module written from it and the interface it exports. */
export interface EnvTypesEntry {
  config: string;
  file: string;
  name: string;
}
export declare const ENV_TYPES: EnvTypesEntry[];
/** The module's text from what `wrangler types` wrote: its Env's members, as an exported interface. */
export declare function envModule(declarations: string, entry: EnvTypesEntry): string;
/** Every module's path and the text the configurations give now. */
export declare function envModules(): Promise<{ file: string; text: string }[]>;
