// Number and date formatting as an Italian reader expects it.

const euro = new Intl.NumberFormat("it-IT", {
  style: "currency",
  currency: "EUR",
  // Italian style groups thousands from four digits on (1.500,00 €), which CLDR leaves out.
  useGrouping: "always",
});

/** 1050050 → "10.500,50 €" (the API keeps amounts in cents). */
export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}

/** "1990-04-25" or "19900425" → "25/04/1990"; anything else is shown as it came. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** Reference data often comes in capitals ("PROPRIETÀ CON MUTUO"): show it as a sentence. */
export function sentenceCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  const lower = text.toLocaleLowerCase("it-IT");
  return lower.charAt(0).toLocaleUpperCase("it-IT") + lower.slice(1);
}
