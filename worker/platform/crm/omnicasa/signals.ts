import type { ListingSignals, SignalsSender } from '../crm';
import { signalsNote, signalsLocale } from '../../signals/words';
import type { OmnicasaClient } from './client';
import { OMNICASA_SOURCE } from './mapping';
import { OMNICASA_LANGUAGE } from './schema';

// A listing's weekly signals into Omnicasa (docs/crm-apis.md "Listing signals"): one
// entry in the property's history, `CreateHistory` ([O1] `Request/Owner/CreateHistoryRequest.php`:
// ObjectId, Subject, Content, Date, TypeId, LanguageId; `Omnicasa::createHistory` answers the
// new entry's id). Only a property of this connection (its source's external id) has one.

/** The end of the week (Sunday 23:59:59 UTC) as the API writes a time, `Y-m-d H:i:s`. */
const endOfWeek = (signals: ListingSignals) => `${signals.weekEnd} 23:59:59`;

/** The property's Omnicasa id when the listing came from Omnicasa, else undefined. */
function objectIdOf(signals: ListingSignals): number | undefined {
  if (signals.source !== OMNICASA_SOURCE || !signals.externalId) return undefined;
  const id = Number(signals.externalId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The sender of a connection's client: one history entry per listing and week. */
export function omnicasaSignalsSender(client: OmnicasaClient, historyTypeId: number | undefined): SignalsSender {
  return async (signals) => {
    const objectId = objectIdOf(signals);
    if (objectId === undefined) return 'not-supported';
    const note = signalsNote(signals);
    await client.createHistory({
      ObjectId: objectId,
      Subject: note.subject,
      Content: note.text,
      Date: endOfWeek(signals),
      ...(historyTypeId ? { TypeId: historyTypeId } : {}),
      LanguageId: OMNICASA_LANGUAGE[signalsLocale(signals.locale)],
    });
    return 'sent';
  };
}
