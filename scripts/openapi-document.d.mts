/** Where the generated document is written, from the repository's root. */
export const OPENAPI_DOCUMENT_PATH: string;
/** The ingest API's OpenAPI document as the generated file holds it (JSON, two-space indent). */
export function openApiDocumentText(root?: string): Promise<string>;
/** Writes the document if its text changed; answers the path written, if any. */
export function writeOpenApiDocument(root?: string): Promise<string | undefined>;
