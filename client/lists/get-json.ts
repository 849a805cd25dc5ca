/** Fetches a JSON answer of the site's ajax routes; a status of 400 or more is an error (for swr and the retry policy). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
