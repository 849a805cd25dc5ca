import { underVatRegime } from '../../domain/price';
import { shownAddress } from '../../domain/shown-address';
import type { AddressDisplay } from '../../domain/site-settings';
import type { Estate, EstateBrief, EnergyFacts, Picture, Sticker } from '../../types/estate';
import type { RawEnergy, RawEstate, RawEstateBrief, RawPicture, RawSticker } from '../raw/estate';

/** -1 and non-numbers mean "not given": the UI only ever sees a number or null. */
function amount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value !== -1 ? value : null;
}

/** The named fields of `raw`, each through `amount`. */
function amounts<K extends string>(raw: Partial<Record<K, number | null>>, keys: readonly K[]): Record<K, number | null> {
  return Object.fromEntries(keys.map((key) => [key, amount(raw[key])])) as Record<K, number | null>;
}

const ENERGY_AMOUNTS = ['epcValue', 'epcValueTotal', 'eLevel', 'kLevel', 'co2'] as const;
const DIMENSIONS = [
  'areaGround',
  'areaBuild',
  'areaBuildable',
  'widthHouse',
  'widthGround',
  'depthHouse',
  'depthGround',
  'depthGroundFloor',
  'depthFloor',
] as const;

function hex(value: string | null | undefined, unset: string): string | null {
  if (!value || !/^#?[0-9a-f]{6}$/i.test(value)) return null;
  const normalized = value.replace(/^#/, '').toLowerCase();
  return normalized === unset ? null : `#${normalized}`;
}

/** White background and black text are the platform's defaults: treated as unset. */
export function reshapeSticker(raw: RawSticker | null | undefined): Sticker | null {
  if (!raw) return null;
  return { id: raw.id, name: raw.name ?? {}, color: hex(raw.color, 'ffffff'), textColor: hex(raw.colorText, '000000') };
}

/** Sorted by index; the thumbnail falls back to the file. */
export function reshapePictures(raw: RawPicture[] | null | undefined): Picture[] {
  return [...(raw ?? [])]
    .filter((picture) => Boolean(picture?.file))
    .sort((a, b) => a.index - b.index)
    .map((picture) => ({
      file: picture.file,
      thumbnail: picture.thumbnail || picture.file,
      index: picture.index,
      ...(picture.description ? { description: picture.description } : {}),
    }));
}

function reshapeEnergy(raw: RawEnergy): EnergyFacts {
  return {
    ...amounts(raw, ENERGY_AMOUNTS),
    epbReference: raw.epbReference ?? null,
    epcReference: raw.epcReference ?? null,
    energyLabel: raw.energyLabel ?? null,
    customEpcLabel: raw.customEpcLabel ?? null,
    epcDate: raw.epcDate ?? null,
    epcScheme: raw.epcScheme ?? null,
  };
}

/**
 * The brief of an estate (its pin's and its address's fields), from a light call or a full
 * document; its address as the site shows it (`display`, the site's setting: shownAddress).
 */
export function reshapeBrief(g: RawEstateBrief['general'], mainImage: string | null, display?: AddressDisplay, fields?: RawEstate['fields']): EstateBrief {
  return {
    id: g.id,
    parentId: g.parentId ?? null,
    isProject: Boolean(g.project),
    source: g.guid ? 'alternate' : 'main',
    headTypeId: g.headType.id,
    subType: { id: g.subType.id, name: g.subType.name ?? {} },
    transaction: { id: g.transaction.id, name: g.transaction.name ?? {} },
    status: g.status,
    title: g.title ?? {},
    publicationDate: g.publicationDate,
    mainImage,
    price: {
      value: g.price?.hidden ? null : amount(g.price?.value) || null,
      from: Boolean(g.price?.priceFrom),
      period: g.price?.period ?? null,
      hidden: Boolean(g.price?.hidden),
      vat: underVatRegime({ ground: amount(g.price?.groundValue), construction: amount(g.price?.constructionValue) }, fields),
    },
    address: shownAddress(
      {
        street: g.address.street ?? {},
        visible: g.address.visible !== false,
        city: { id: g.address.city.id, name: g.address.city.name ?? {}, zip: g.address.city.zip, alias: g.address.city.alias ?? null },
        geo: g.address.geoLocation ?? null,
      },
      display,
    ),
  };
}

/** A platform estate as the site uses it, its address as the site shows it (`display`: shownAddress). */
export function reshapeEstate(raw: RawEstate, display?: AddressDisplay): Estate {
  const g = raw.general;
  const pictures = reshapePictures(raw.pictures);
  const brief = reshapeBrief(g, pictures[0]?.file ?? null, display, raw.fields);
  return {
    ...brief,
    ...(g.underOption === true ? { underOption: true } : {}),
    ...(raw.translated?.length ? { translated: raw.translated } : {}),
    guid: g.guid ?? null,
    description: g.description ?? {},
    shortDescription: g.shortDescription ?? {},
    price: {
      ...brief.price,
      total: amount(g.price?.totalPrice),
      deposit: amount(g.price?.deposit),
      furniture: amount(g.price?.furnitureValue),
      infrastructure: amount(g.price?.infrastructureValue),
      construction: amount(g.price?.constructionValue),
      ground: amount(g.price?.groundValue),
      previous: amount(g.price?.previousValue),
      changedAt: g.price?.changedAt ?? null,
    },
    bedrooms: amount(g.bedroomCount),
    bathrooms: amount(g.bathroomCount),
    floor: g.floor ?? null,
    floorId: g.floorId ?? null,
    entityNumber: g.entityNumber ?? null,
    reference: g.reference,
    architect: g.architect ?? null,
    sticker: reshapeSticker(g.sticker),
    buildingName: g.buildingName ?? null,
    address: shownAddress(
      {
        ...brief.address,
        number: g.address.number ?? null,
        box: g.address.box ?? null,
        countryId: g.address.country?.id ?? 'BE',
        region: g.address.region,
      },
      display,
    ),
    pictures,
    general: {
      petsAllowed: g.petsAllowed ?? null,
      asbestosInventory: g.asbestosInventory ?? null,
      certificateAsbestos: g.certificateAsbestos ?? null,
      registrationCost: amount(g.registrationCost),
      tax: amount(g.tax),
      notarySalary: amount(g.notarySalery),
    },
    technical: { ...raw.technical },
    dimensions: { ...amounts(raw.dimensions, DIMENSIONS), commentArea: raw.dimensions.commentArea ?? null },
    energy: reshapeEnergy(raw.energy),
    energyShared: raw.energyShared ? reshapeEnergy(raw.energyShared) : null,
    ki: { indexed: amount(raw.ki.indexed), nonIndexed: amount(raw.ki.nonIndexed), communityTax: amount(raw.ki.communityTax) },
    layout: raw.layout.map((room) => ({
      floor: room.floor,
      typeId: room.value.id,
      name: room.value.name ?? {},
      count: room.count,
      surface: amount(room.surface),
      comment: room.comment ?? null,
      common: room.common,
      sort: room.sort,
    })),
    facilities: raw.facilities,
    buildTechnicals: raw.buildTechnicals,
    files: raw.files,
    videos: raw.videos.map((video) => ({ typeId: video.type.id, link: video.link })),
    environments: raw.environments,
    rentalOptions: raw.rentalOptions,
    extraFields: raw.extraFields.map((field) => ({
      id: field.extra_field_autoid,
      type: field.type,
      value: field.value,
      text: field.value_lang_string,
    })),
    certificates: raw.certificates,
    flooding: {
      buildingScore: raw.flooding.floodingBuildingScore ?? null,
      parcelScore: raw.flooding.floodingParcelScore ?? null,
      floodProneArea: raw.flooding.floodProneArea ?? null,
    },
    planning: { ...raw.planning },
    salesRep: raw.salesRep,
    collections: raw.collections ?? [],
    children: raw.children ?? [],
    legalMentions: raw.legalMentions ?? null,
    openHomes: raw.openHomes ?? [],
    fields: raw.fields ?? {},
  };
}
