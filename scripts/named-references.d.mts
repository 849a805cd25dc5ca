export interface HtmlNamedReference {
  name: string;
  value: string;
  legacy: boolean;
}
export declare function htmlNamedReferences(): HtmlNamedReference[];
export declare function isDecodedHere(reference: HtmlNamedReference): boolean;
export declare function namedReferencesSource(): string;
