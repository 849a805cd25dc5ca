import * as z from 'zod/mini';
import { AGREEMENT_KINDS, type AgreementList } from '../../console-agreements';
import { DRAFT_KINDS, type DraftState, type DraftSubmission, ENTITY_LISTS, MENU_NAMES, type WaitingDraft } from '../../console-drafts';
import type { MenuList } from '../../console-menus';
import type { EditedPage, PageList, PageSummary } from '../../console-pages';
import type { EditedList } from '../../console-people';
import type { SectionChoices } from '../../console-sections';
import { answerOf, documentOf, locale, localized, nullableString, versionShape } from './common';

/* The answers of the editors, over the draft: changes and publications, pages, menus, people, agreements. */

const kind = z.enum(DRAFT_KINDS);
const languages = z.array(locale);

export const draftSubmission = answerOf<DraftSubmission>()(
  z.object({
    state: z.enum(['waiting', 'returned']),
    submittedBy: z.string(),
    submittedAt: z.string(),
    returnedBy: nullableString,
    returnedAt: nullableString,
    note: nullableString,
  }),
);

export const waitingDraft = answerOf<WaitingDraft>()(z.object({ approval: z.boolean(), pending: z.number(), submission: z.nullable(draftSubmission) }));

export const drafts = answerOf<DraftState>()(
  z.object({
    pending: z.array(
      z.object({ kind, key: z.string(), label: z.string(), action: z.enum(['add', 'change', 'delete']), updatedBy: nullableString, updatedAt: z.string() }),
    ),
    publications: z.array(
      z.object({
        id: z.number(),
        action: z.enum(['publish', 'rollback']),
        by: z.string(),
        at: z.string(),
        items: z.array(z.object({ kind, key: z.string(), label: z.string() })),
        rolledBackBy: z.nullable(z.number()),
      }),
    ),
    approval: z.boolean(),
    submission: z.nullable(draftSubmission),
    incomplete: z.array(z.object({ pageId: z.number(), page: z.string(), sectionId: z.number(), type: z.string(), position: z.number() })),
  }),
);

const nullableLocalized = z.partialRecord(locale, z.nullable(z.string()));

export const pageList = answerOf<PageList>()(
  z.object({
    languages,
    pages: z.array(
      answerOf<PageSummary>()(
        z.object({ id: z.number(), key: z.string(), title: localized, url: localized, pending: z.boolean(), keyPage: z.boolean(), hidden: z.boolean() }),
      ),
    ),
  }),
);

/** POST …/pages: the new page, whose id the console opens. */
export const newPage = z.object({ id: z.number() });

export const editedPage = answerOf<EditedPage>()(
  z.object({
    ...versionShape,
    languages,
    page: documentOf<EditedPage['page']>(),
    pending: z.boolean(),
    keyPage: z.boolean(),
    untranslated: z.optional(z.array(z.string())),
    siteOrigin: z.optional(z.string()),
  }),
);

export const sectionChoices = answerOf<SectionChoices>()(
  z.object({
    collections: z.array(z.object({ id: z.number(), name: localized })),
    estates: z.array(z.object({ id: z.number(), reference: z.string(), label: z.string() })),
  }),
);

export const menuList = answerOf<MenuList>()(
  z.object({
    languages,
    menus: z.array(
      z.object({ ...versionShape, name: z.enum(MENU_NAMES), items: z.array(documentOf<MenuList['menus'][number]['items'][number]>()), pending: z.boolean() }),
    ),
    pages: z.array(z.object({ id: z.number(), title: localized, url: nullableLocalized })),
  }),
);

export const entityList = answerOf<EditedList>()(
  z.object({
    ...versionShape,
    list: z.enum(ENTITY_LISTS),
    languages,
    items: z.array(documentOf<EditedList['items'][number]>()),
    pending: z.boolean(),
    offices: z.array(z.object({ id: z.number(), name: z.string() })),
    negotiators: z.array(z.object({ email: z.string(), name: z.string(), listings: z.number() })),
  }),
);

export const agreementList = answerOf<AgreementList>()(
  z.object({
    languages,
    agreements: z.array(
      z.object({ ...versionShape, type: z.enum(AGREEMENT_KINDS), locale, title: z.string(), html: z.string(), generated: z.boolean(), pending: z.boolean() }),
    ),
    siteOrigin: z.optional(z.string()),
  }),
);
