/*
 * The console's page editor in the browser (worker/console/pages/page-editor.tsx), plain DOM
 * code: a part marked `data-language-tabs` (its languages, as JSON pairs [code, name]) shows one
 * language's fields at a time behind a tab list (the ARIA tabs pattern: arrow keys, Home, End);
 * the first language with an error is shown first. Without this script every language's fields
 * stay on the page, each labelled with its language. (After an action the page comes back with
 * the section acted on focused by the page itself: its summary's autofocus.)
 */

function languageTabs(box: HTMLElement, index: number): void {
  const languages = JSON.parse(box.dataset.languageTabs ?? '[]') as [string, string][];
  if (languages.length < 2) return;
  const units = new Map<string, HTMLElement[]>(languages.map(([code]) => [code, []]));
  // A language's fieldset (`data-lang`) as a whole; else each field whose control is in that language.
  for (const element of box.querySelectorAll<HTMLElement>('fieldset[data-lang], input[lang], textarea[lang]')) {
    if (element.tagName === 'FIELDSET') units.get(element.dataset.lang ?? '')?.push(element);
    else if (!element.closest('fieldset[data-lang]')) units.get(element.lang)?.push(element.closest<HTMLElement>('.field') ?? element);
  }
  box.id ||= `languages-${index}`;
  box.setAttribute('role', 'tabpanel');
  const list = document.createElement('div');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', box.dataset.tabsLabel ?? '');
  list.className = 'language-tabs';
  const tabs = languages.map(([code, name]) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${box.id}-${code}`;
    tab.textContent = name;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', box.id);
    tab.lang = code;
    list.append(tab);
    return tab;
  });
  const select = (chosen: number, focus = false) => {
    tabs.forEach((tab, at) => {
      tab.setAttribute('aria-selected', String(at === chosen));
      tab.tabIndex = at === chosen ? 0 : -1;
    });
    box.setAttribute('aria-labelledby', tabs[chosen]!.id);
    languages.forEach(([code], at) => units.get(code)?.forEach((unit) => (unit.hidden = at !== chosen)));
    if (focus) tabs[chosen]!.focus();
  };
  tabs.forEach((tab, at) => tab.addEventListener('click', () => select(at)));
  list.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (at < 0 || next === undefined) return;
    event.preventDefault();
    select((next + tabs.length) % tabs.length, true);
  });
  const failed = languages.findIndex(([code]) => units.get(code)?.some((unit) => unit.querySelector('[aria-invalid="true"]')));
  box.before(list);
  select(Math.max(0, failed));
}

document.querySelectorAll<HTMLElement>('[data-language-tabs]').forEach(languageTabs);
