import type { Crm } from './crm';
import * as registry from './registry';

/** Every CRM the platform connects to: the registry's (registry.ts, a line each). */
export const CRMS: readonly Crm[] = Object.values(registry);

/** The connection kinds that are a CRM's (connections.kind). */
export const CRM_KINDS = CRMS.map((crm) => crm.kind);

/** The CRM of a connection kind; undefined for the others (an ingest or import connection). */
export const crmOf = (kind: string): Crm | undefined => CRMS.find((crm) => crm.kind === kind);
