/** Where the generated document is written, from the repository's root. */
export const OPENAPI_DOCUMENT_PATH: string;
/** Where the console API's generated document is written. */
export const CONSOLE_API_DOCUMENT_PATH: string;
/** The addresses of the platform's static files (the ingest API's document in dist/assets/), which it reads through ASSETS. */
export const PLATFORM_STATIC_FILES_JSON: string;
/** Writes each document, the ingest API's static copy and the addresses whose text changed; answers the paths written. */
export function writeOpenApiDocument(root?: string): Promise<string[]>;
