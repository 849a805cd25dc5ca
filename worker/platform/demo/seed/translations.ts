/**
 * Site-specific UI string overrides (GET /translations/{locale}): an agency may word a
 * few things its own way. The second demo agency renames its home introduction.
 */
export const TRANSLATION_OVERRIDES: { siteId: number; locale: string; strings: Record<string, unknown> }[] = [
  { siteId: 2, locale: 'nl', strings: { home: { introTitle: 'Thuiskomen in de Ardennen' } } },
  { siteId: 2, locale: 'fr', strings: { home: { introTitle: 'Se sentir chez soi en Ardenne' } } },
  { siteId: 2, locale: 'en', strings: { home: { introTitle: 'Feel at home in the Ardennes' } } },
  { siteId: 2, locale: 'de', strings: { home: { introTitle: 'Zuhause in den Ardennen' } } },
];
