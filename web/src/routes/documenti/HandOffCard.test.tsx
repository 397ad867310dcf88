// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { deviceZone, NEW_YORK } from "../../lib/testZone";
import { messages } from "../../messages";
import { HandOffCard } from "./HandOffCard";

deviceZone(NEW_YORK);

beforeEach(stubMatchMedia);
afterEach(resetDom);

describe("the phone hand-off's card", () => {
  it("says until when the code is good in Italy's time, as the signing code does", () => {
    const link = {
      code: "ABCD2345EFGH6789",
      url: "https://prestito.example/main/documenti/mobile?code=ABCD2345EFGH6789",
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      expiresAt: "2026-11-29T17:36:00Z",
    };
    render(
      <Provider>
        <HandOffCard state={{ status: "ready", link, expired: false }} onRenew={() => {}} />
      </Provider>,
    );
    // The review's device on another zone read "fino alle 12:36".
    expect(screen.getByText(messages.handOff.expires("18:36"))).toBeTruthy();
  });
});
