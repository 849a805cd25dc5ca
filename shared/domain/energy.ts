/** The EPC scale's maximum (SPEC §9). */
export const EPC_SCALE_MAX = 700;

/** Width of the EPC bar: epcValue / 700 × 100, capped at 100, never below 0 (SPEC §4). */
export function epcPercentage(epcValue: number | null | undefined): number | null {
  if (epcValue === null || epcValue === undefined || !Number.isFinite(epcValue) || epcValue === -1) return null;
  return Math.min(100, Math.max(0, (epcValue / EPC_SCALE_MAX) * 100));
}

/** The flooding icon shows when a score letter comes after 'C' (SPEC §9): D is a real risk. */
export function floodingWarning(score: string | null | undefined): boolean {
  const letter = score?.trim().toUpperCase().charAt(0) ?? '';
  return /^[A-Z]$/.test(letter) && letter > 'C';
}

/** 'A_PLUS_PLUS' → 'A++', 'C_D' → 'C-D': how the label reads on the badge. */
export function energyLabelText(code: string | null | undefined): string {
  if (!code) return '';
  return code.replace(/_PLUS/g, '+').replace(/^([A-G])_([A-G])$/, '$1-$2');
}

/** The colour band of an EPC label on a card: A (A++, A+ and A) to G; a pair takes its better letter. */
export type EpcTone = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

/**
 * The EPC badge of a card (issue 17): the label as it reads ('A+', 'C-D') and its colour band,
 * from the agency's own label when it set one, else the certificate's; null without a label.
 * A label that is no letter A to G (a free text) shows in a neutral colour (tone null).
 * @example epcBadge({ energyLabel: 'A_PLUS', customEpcLabel: null }) // { text: 'A+', tone: 'a' }
 */
export function epcBadge(energy: { energyLabel: string | null; customEpcLabel: string | null } | null | undefined): { text: string; tone: EpcTone | null } | null {
  const text = energyLabelText(energy?.customEpcLabel?.trim() || energy?.energyLabel).trim();
  if (!text) return null;
  const letter = text.charAt(0).toLowerCase();
  return { text, tone: /^[a-g]$/.test(letter) ? (letter as EpcTone) : null };
}
