import { describe, expect, it } from "vitest";

import type { OtpView } from "../../api/types";
import { codeState, maskedPhone, typedCode } from "./signingCode";

const SENT = Date.parse("2026-11-23T17:00:00Z");
const otp = (extra: Partial<OtpView> = {}): OtpView => ({
  counter: 1,
  sentAt: "2026-11-23T17:00:00Z",
  expiresAt: "2026-11-23T17:05:00Z",
  attemptsLeft: 5,
  expired: false,
  locked: false,
  resendAfterSeconds: 30,
  ...extra,
});

describe("the signing code's state", () => {
  it("is nothing to type before a code is sent", () => {
    expect(codeState(null, SENT)).toEqual({ usable: false, expired: false, locked: false, resendIn: 0 });
    expect(codeState(otp({ counter: 0 }), SENT).usable).toBe(false);
  });

  it("waits 30 seconds before another code may be asked for", () => {
    expect(codeState(otp(), SENT + 1_000)).toMatchObject({ usable: true, resendIn: 29 });
    expect(codeState(otp(), SENT + 29_500).resendIn).toBe(1);
    expect(codeState(otp(), SENT + 30_000).resendIn).toBe(0);
  });

  it("counts down the wait the workflow gives, never more", () => {
    expect(codeState(otp({ resendAfterSeconds: 10 }), SENT + 1_000).resendIn).toBe(9);
    expect(codeState(otp({ resendAfterSeconds: 10 }), SENT + 10_000).resendIn).toBe(0);
    // A browser clock a minute behind the server's.
    expect(codeState(otp({ resendAfterSeconds: 10 }), SENT - 60_000).resendIn).toBe(10);
  });

  it("expires after its five minutes, by the server's word or by the clock", () => {
    expect(codeState(otp({ expired: true }), SENT + 1_000)).toMatchObject({ usable: false, expired: true });
    expect(codeState(otp(), SENT + 300_000)).toMatchObject({ usable: false, expired: true });
  });

  it("locks after the fifth wrong try", () => {
    expect(codeState(otp({ attemptsLeft: 0, locked: true }), SENT + 1_000)).toMatchObject({
      usable: false,
      locked: true,
    });
  });
});

describe("what the page shows of the code and the phone", () => {
  it("keeps six digits of what was typed or pasted", () => {
    expect(typedCode(" 12 34-56 7")).toBe("123456");
    expect(typedCode("abc")).toBe("");
  });

  it("masks the phone on file, with or without the country code", () => {
    expect(maskedPhone("3401234567")).toBe("340 ••• 4567");
    expect(maskedPhone("+393401234567")).toBe("340 ••• 4567");
    expect(maskedPhone("")).toBeNull();
  });
});
