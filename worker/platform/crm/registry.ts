// The registry: every CRM the platform connects to, one line each, its folder beside this file
// (docs/crm-connectors.md "Adding a CRM"). Nothing else names a CRM: crms.ts reads this list.
export { sweepBright } from './sweepbright';
export { whise } from './whise';
export { omnicasa } from './omnicasa';
