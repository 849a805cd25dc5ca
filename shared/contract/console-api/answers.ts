import { databaseFills, endedSessions, newAgency, passkeyList, passkeyOptions, session, signedUp, signUpStatus, team } from './answers/account';
import { estateDraft, estateDraftSaved, estatePublished, estates, estateView } from './answers/listings';
import { fieldError, newSession, refusal, site } from './answers/common';
import { agreementList, drafts, draftSubmission, editedPage, entityList, menuList, newPage, pageList, sectionChoices, waitingDraft } from './answers/content';
import {
  booked,
  brand,
  checklist,
  domains,
  languages,
  leads,
  legal,
  listings,
  media,
  mediaRefusal,
  document,
  documentRefusal,
  newSellerLink,
  previewLink,
  sellerLinks,
  settings,
  stats,
  tags,
  assistants,
} from './answers/site';
import { connected, connectionTest, crm, acceptedHeld, retriedEvents, fetchedAgain, disconnected } from './answers/crm';
import { viewingHours } from './answers/viewings';
import { crmOrigins } from './answers/crm-origins';
import { buyerPool } from './answers/buyer-pool';
import { portalEnquiries } from './answers/portal';
import { accessLog, erased, person, register } from './answers/privacy';
import { draftedTexts, listingTranslations, translations } from './answers/translations';

/**
 * The schemas of the console API's answers by the name a route gives them (routes.ts): the
 * console checks each answer it reads against its schema (worker/console/kit/api.ts), and the
 * OpenAPI document lists them as its components. The platform's bundle never imports this.
 */
export const ANSWERS = {
  refusal,
  fieldError,
  site,
  session,
  newSession,
  signUpStatus,
  databaseFills,
  signedUp,
  newAgency,
  passkeyList,
  passkeyOptions,
  endedSessions,
  team,
  legal,
  brand,
  booked,
  media,
  mediaRefusal,
  document,
  documentRefusal,
  domains,
  checklist,
  previewLink,
  settings,
  tags,
  assistants,
  languages,
  leads,
  stats,
  crm,
  acceptedHeld,
  connected,
  connectionTest,
  retriedEvents,
  fetchedAgain,
  disconnected,
  listings,
  sellerLinks,
  newSellerLink,
  estates,
  estateView,
  estateDraft,
  estateDraftSaved,
  estatePublished,
  drafts,
  draftSubmission,
  waitingDraft,
  pageList,
  newPage,
  editedPage,
  sectionChoices,
  menuList,
  entityList,
  agreementList,
  viewingHours,
  crmOrigins,
  buyerPool,
  portalEnquiries,
  person,
  erased,
  accessLog,
  register,
  translations,
  listingTranslations,
  draftedTexts,
};
