// The signing code as /firma/carica tells it: what the applicant may do now, from the snapshot's
// OtpView and the clock (the page ticks each second while a wait or a validity runs).
import type { OtpView } from "../../api/types";

/** §9: the signing code has 6 characters; the page takes digits only, as the SMS sends. */
export const OTP_LENGTH = 6;

export interface CodeState {
  /** A code was sent and can still be typed. */
  usable: boolean;
  expired: boolean;
  locked: boolean;
  /** Seconds before "Invia di nuovo" may be asked; 0 when it may. */
  resendIn: number;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

export function codeState(otp: OtpView | null | undefined, now: number): CodeState {
  if (!otp || otp.counter === 0) return { usable: false, expired: false, locked: false, resendIn: 0 };
  const expiresAt = time(otp.expiresAt);
  const expired = otp.expired || (!Number.isNaN(expiresAt) && now >= expiresAt);
  const locked = otp.locked || otp.attemptsLeft <= 0;
  // The workflow's wait between sends, as it enforces it; a clock behind the server's shows no more.
  const sentAt = time(otp.sentAt);
  const after = otp.resendAfterSeconds;
  const wait = Number.isNaN(sentAt) ? 0 : Math.ceil((sentAt + after * 1000 - now) / 1000);
  return { usable: !expired && !locked, expired, locked, resendIn: Math.max(0, Math.min(wait, after)) };
}

/** What the applicant typed, as the code field keeps it: digits only, at most six. */
export function typedCode(text: string): string {
  return text.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/** "3401234567" → "340 ••• 4567": enough to recognise one's own phone on a shared screen. */
export function maskedPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^39(?=\d{9,10}$)/, "");
  if (digits.length < 7) return null;
  return `${digits.slice(0, 3)} ••• ${digits.slice(-4)}`;
}
