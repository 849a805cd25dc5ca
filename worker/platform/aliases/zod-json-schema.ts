/*
 * zod's JSON Schema writer, which the platform never runs: every schema of zod's classic API is
 * given its toJSONSchema() methods when it is made (zod/v4/classic/schemas.js), and they bring the
 * writer and a processor per schema type (11 KB) into the bundle. The OpenAPI documents are written
 * at build time (scripts/openapi-document.mjs), so wrangler.platform.toml puts this stand-in in their
 * place: the methods exist and throw when called.
 */

const never = (): never => {
  throw new Error("zod's JSON Schema writer is not part of the platform's bundle (worker/platform/aliases/zod-json-schema.ts)");
};

export const createToJSONSchemaMethod = () => never;
export const createStandardJSONSchemaMethod = () => never;
export const initializeContext = never;
export const process = never;
export const extractDefs = never;
export const finalize = never;
export const allProcessors = never;
export const anyProcessor = never;
export const arrayProcessor = never;
export const bigintProcessor = never;
export const booleanProcessor = never;
export const catchProcessor = never;
export const customProcessor = never;
export const dateProcessor = never;
export const defaultProcessor = never;
export const enumProcessor = never;
export const fileProcessor = never;
export const functionProcessor = never;
export const intersectionProcessor = never;
export const lazyProcessor = never;
export const literalProcessor = never;
export const mapProcessor = never;
export const nanProcessor = never;
export const neverProcessor = never;
export const nonoptionalProcessor = never;
export const nullProcessor = never;
export const nullableProcessor = never;
export const numberProcessor = never;
export const objectProcessor = never;
export const optionalProcessor = never;
export const pipeProcessor = never;
export const prefaultProcessor = never;
export const promiseProcessor = never;
export const readonlyProcessor = never;
export const recordProcessor = never;
export const setProcessor = never;
export const stringProcessor = never;
export const successProcessor = never;
export const symbolProcessor = never;
export const templateLiteralProcessor = never;
export const toJSONSchema = never;
export const transformProcessor = never;
export const tupleProcessor = never;
export const undefinedProcessor = never;
export const unionProcessor = never;
export const unknownProcessor = never;
export const voidProcessor = never;
