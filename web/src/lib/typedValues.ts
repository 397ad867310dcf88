// What the person typed on a step's form and has not sent yet, kept in this tab so that a reload (or
// a phone browser that drops the tab and loads it again) does not empty the form. In sessionStorage:
// per tab, gone when the tab closes, never seen by another device resuming the request. The key
// names the application (none yet before the light form creates it) and the page, so another
// application never gets them. A page keeps them only while it is the server's route, the step
// still to be accepted; once the server has moved on they are dropped, and nothing is kept for a
// step already sent.

import { paths, routePath } from "./routes";

/** Field path → what was typed (a consent's box: ticked or not). */
export type Typed = Record<string, string | boolean>;

/** Whose form: the application (null before it exists) and the page's path. */
export interface TypedPlace {
  applicationId: string | null;
  page: string;
}

const PREFIX = "prestito-online.typed";

/** Whether `page` is the step the server waits for: no application yet counts for the light form. */
export function isStepToSend(route: string | null | undefined, page: string): boolean {
  return route == null ? page === paths.home : routePath(route) === page;
}

const key = (applicationId: string | null, page: string) => `${PREFIX}:${applicationId ?? "-"}:${page}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return null;
  }
}

/** What was typed on this page of this application and kept in this tab, or nothing. */
export function readTyped({ applicationId, page }: TypedPlace): Typed {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key(applicationId, page)) ?? "null");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string | boolean] => typeof entry[1] === "string" || typeof entry[1] === "boolean",
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Keeps `typed` while the page is the step to send (`current`); once it is not (the server accepted
 * the step), forgets it, with what the light form kept before its application existed.
 */
export function keepTyped({ applicationId, page }: TypedPlace, typed: Typed, current: boolean): void {
  const kept = storage();
  if (!kept) return;
  try {
    if (current && Object.keys(typed).length > 0) {
      kept.setItem(key(applicationId, page), JSON.stringify(typed));
    } else {
      kept.removeItem(key(applicationId, page));
      if (!current) kept.removeItem(key(null, page));
    }
  } catch {
    // Full storage: the form still works, only a reload would lose what was typed.
  }
}

/** On leaving the page: forgets what was typed if the server has moved on from it (`route`). */
export function forgetIfSent(place: TypedPlace, route: string | null | undefined): void {
  if (!isStepToSend(route, place.page)) keepTyped(place, {}, false);
}
