// Every clock time and date the pages show, in Italy's time (Europe/Rome) whatever zone the device
// is set to: the product, its e-mails and its back office speak Italian time, and a code that
// "vale fino alle 18:36" must say the hour the server means, on a laptop left on another zone too.
let formatter: Intl.DateTimeFormat | undefined;

/** An instant ("2026-11-29T17:36:00Z") as Italy reads it: { date: "29/11/2026", time: "18:36" }; null when it is not one. */
export function italianTime(instant: string | number): { date: string; time: string } | null {
  const at = typeof instant === "number" ? instant : Date.parse(instant);
  if (!Number.isFinite(at)) return null;
  // Made once, on first use: a page's first Intl formatter loads ICU's data (lib/format.ts).
  formatter ??= new Intl.DateTimeFormat("it-IT", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Rome",
  });
  const part = Object.fromEntries(formatter.formatToParts(at).map(({ type, value }) => [type, value]));
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}` };
}
