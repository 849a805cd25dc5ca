export const CRM_DIR: string;
export const CRM_FORMS_MODULE: string;
/** The kinds worker/platform/crm/registry.ts lists, in its order. */
export function registeredKinds(root?: string): string[];
/** Each CRM's credentials form read from its folder (worker/platform/crm/{kind}/credentials.json), by kind in the registry's order. */
export function crmForms(root?: string): Record<string, { fields: { name: string; form?: string; secret?: boolean; number?: boolean; optional?: boolean }[] }>;
/** The generated module's text. */
export function crmFormsModule(root?: string): string;
/** Writes shared/contract/crm-forms.generated.ts when it changed; answers whether it did. */
export function writeCrmForms(root?: string): boolean;
