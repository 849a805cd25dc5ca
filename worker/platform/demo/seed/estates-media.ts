import type { HeadTypeCode } from '../../../../shared/domain/property-types';
import type { RawFile, RawPicture, RawVideo } from '../../../../shared/contract/raw/estate';
import type { AssetKind, AssetRegistry } from './assets';
import { t } from './estates-model';
import type { Random } from './random';

/** Pictures (registered as generated assets), documents and videos of an estate. */

function pictureKind(head: HeadTypeCode, index: number): AssetKind {
  switch (head) {
    case 'HOUSE':
      return index === 0 ? 'estate-exterior' : 'estate-interior';
    case 'APARTMENT':
      return index === 0 ? 'apartment-exterior' : 'estate-interior';
    case 'PLOT':
      return 'plot';
    case 'GARAGE':
      return 'garage';
    case 'COMMERCIAL':
      return 'commercial';
    default:
      return index === 0 ? 'project' : index % 3 === 0 ? 'estate-interior' : 'project';
  }
}

/**
 * 0–12 pictures; about 6% of estates have none, ~10% of pictures lack a thumbnail (the site
 * falls back to the file) and some estates list them out of index order (the site sorts).
 */
export function buildPictures(id: number, head: HeadTypeCode, assets: AssetRegistry, random: Random, range: readonly [number, number] = [3, 12]): RawPicture[] {
  if (random.chance(0.06)) return [];
  const max = head === 'PLOT' || head === 'GARAGE' ? Math.min(range[1], 5) : range[1];
  const count = random.int(Math.min(range[0], max), max);
  const pictures: RawPicture[] = [];
  for (let index = 0; index < count; index += 1) {
    const asset = assets.add(pictureKind(head, index), `estate-${id}-${index}`, 1200, 800);
    pictures.push({ file: asset.url, thumbnail: random.chance(0.1) ? null : asset.thumbnail, index });
  }
  return pictures.length > 2 && random.chance(0.2) ? random.sample(pictures, pictures.length) : pictures;
}

function token(random: Random, length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'): string {
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

export function buildVideos(head: HeadTypeCode, random: Random): RawVideo[] {
  if (head === 'PLOT' || head === 'GARAGE') return [];
  const videos: RawVideo[] = [];
  if (random.chance(0.18)) videos.push({ type: { id: 2 }, link: `https://my.matterport.com/show/?m=${token(random, 11)}` });
  if (random.chance(0.1))
    videos.push({
      type: { id: 1 },
      link: `https://www.youtube-nocookie.com/embed/${token(random, 11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`,
    });
  return videos;
}

export function buildFiles(id: number, head: HeadTypeCode, hasEpc: boolean, flemishSale: boolean, random: Random): RawFile[] {
  const files: RawFile[] = [];
  const link = () => `/assets/media/file-${id * 10 + files.length + 1}.pdf`;
  if (hasEpc && random.chance(0.6))
    files.push({ type: 'EPC', link: link(), comment: t('EPC-certificaat', 'Certificat PEB', 'Energy performance certificate', 'Energieausweis') });
  if ((head === 'HOUSE' || head === 'APARTMENT' || head === 'PROJECT') && random.chance(0.45))
    files.push({ type: 'FLOOR_PLAN', link: link(), comment: t('Grondplan', 'Plan', 'Floor plan', 'Grundriss') });
  if (flemishSale && random.chance(0.4))
    files.push({
      type: 'SOIL_CERTIFICATE',
      link: link(),
      comment: t('Bodemattest OVAM', 'Attestation du sol OVAM', 'OVAM soil certificate', 'Bodenbescheinigung OVAM'),
    });
  if (head === 'PROJECT' || random.chance(0.2))
    files.push({ type: 'BROCHURE', link: link(), comment: random.chance(0.7) ? t('Brochure', 'Brochure', 'Brochure', 'Broschüre') : null });
  return files;
}
