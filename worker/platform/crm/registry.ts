import type { Crm } from './crm';
import { sweepBright } from './sweepbright';
import { whise } from './whise';
import { omnicasa } from './omnicasa';

/** Every CRM the platform connects to. A new CRM is its folder beside this file and its line here. */
export const CRMS: readonly Crm[] = [sweepBright, whise, omnicasa];

/** The connection kinds that are a CRM's (connections.kind). */
export const CRM_KINDS = CRMS.map((crm) => crm.kind);

/** The CRM of a connection kind; undefined for the others (an ingest or import connection). */
export const crmOf = (kind: string): Crm | undefined => CRMS.find((crm) => crm.kind === kind);
