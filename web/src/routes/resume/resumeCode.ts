// The resume code as a person types it, checked before it is sent: the mirror of
// journey/rules/resume_code.py (the server decides; this only says early what cannot be a code).
//
// Crockford's Base32: digits and capitals without I, L, O and U; typed in any case, with or without
// the dashes; an O, I or L typed by mistake reads as 0, 1, 1. Sixteen characters in groups of four.

export const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LENGTH = 16;
const GROUP = 4;
const SEPARATORS = /[ \-._\t]/g;
const NOT_IN_ALPHABET = new RegExp(`[^${ALPHABET}]`, "u");
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/** "K7QM2XPRH9TD4WNB" → "K7QM-2XPR-H9TD-4WNB", as shown and e-mailed. */
export function formatResumeCode(characters: string): string {
  return (characters.match(new RegExp(`.{1,${GROUP}}`, "gu")) ?? []).join("-");
}

/** What the person typed, as the code is stored: no separators, capitals, look-alikes read. */
export function normaliseResumeCode(typed: string): string {
  return typed
    .replace(SEPARATORS, "")
    .toUpperCase()
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
}

export function isResumeCode(typed: string): boolean {
  return resumeCodeProblem(typed) === null;
}

/** Why what was typed cannot be a resume code, the first thing to fix; null when it can be one. */
export type ResumeCodeProblem =
  { kind: "empty" } | { kind: "character"; character: string } | { kind: "length"; count: number };

export function resumeCodeProblem(typed: string): ResumeCodeProblem | null {
  const code = normaliseResumeCode(typed);
  if (code.length === 0) return { kind: "empty" };
  const stray = NOT_IN_ALPHABET.exec(code);
  if (stray) return { kind: "character", character: stray[0] };
  // Only the alphabet's ASCII characters are left: the length is the count the person sees.
  return code.length === LENGTH ? null : { kind: "length", count: code.length };
}
