// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { DocumentCode } from "../../api/types";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { ACCEPTED_TYPES, type SideUploadState } from "../../lib/useUploads";
import { messages } from "../../messages";
import { healthCardSlot, identitySlot } from "../../routes/documenti/fixtures";
import { createAppSystem } from "../../theme";
import { Provider } from "../ui/provider";
import { CardUpload, sideColumns, type UploadCardSlot } from "./CardUpload";

const m = messages.upload;

function renderCard(
  slot: UploadCardSlot,
  {
    uploads = {},
    camera = false,
    code,
  }: { uploads?: Record<string, SideUploadState>; camera?: boolean; code?: DocumentCode } = {},
) {
  const onFile = vi.fn();
  const onCode = vi.fn();
  render(
    <Provider>
      <CardUpload
        slot={slot}
        code={code ?? slot.code}
        onCode={onCode}
        uploads={uploads}
        onFile={onFile}
        camera={camera}
      />
    </Provider>,
  );
  return { onFile, onCode, card: screen.getByRole("region", { name: m.documents.IDE?.title ?? "" }) };
}

beforeEach(stubMatchMedia);
afterEach(resetDom);

describe("card-upload (§2)", () => {
  it("says what the document is, why, and offers one control per side", () => {
    const { card } = renderCard(identitySlot());
    expect(within(card).getByText(m.documents.IDE?.why ?? "")).toBeTruthy();
    expect(within(card).getByRole("group", { name: m.sides.fronte })).toBeTruthy();
    expect(within(card).getByRole("group", { name: m.sides.retro })).toBeTruthy();
    // Each button names its side and its document beyond its visible label.
    const button = within(card).getByRole("button", {
      name: m.controlName(m.chooseFile, m.sides.retro, m.documents.IDE?.title ?? ""),
    });
    expect(button).toBeTruthy();
    expect(within(card).queryByRole("button", { name: new RegExp(m.camera) })).toBeNull();
  });

  it("offers the camera on a phone, and a file of the accepted types", () => {
    const { card, onFile } = renderCard(identitySlot(), { camera: true });
    const front = within(card).getByRole("group", { name: m.sides.fronte });
    expect(within(front).getByRole("button", { name: new RegExp(`^${m.camera}`) })).toBeTruthy();

    const inputs = front.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const [fileInput, cameraInput] = [...inputs];
    expect(fileInput?.accept).toBe(ACCEPTED_TYPES);
    expect(cameraInput?.getAttribute("capture")).toBe("environment");

    const photo = new File(["x"], "fronte.jpg", { type: "image/jpeg" });
    fireEvent.change(cameraInput!, { target: { files: [photo] } });
    expect(onFile).toHaveBeenCalledWith("fronte", photo);
  });

  it("lets the applicant choose the type of an identity document", () => {
    const { card, onCode } = renderCard(identitySlot(), { code: "DIG" });
    const choice = within(card).getByRole("group", { name: m.typeLegend });
    expect(within(choice).getByRole("radio", { name: messages.catalogue.TIPO_DOCUMENTO.DIG })).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.click(within(choice).getByRole("radio", { name: messages.catalogue.TIPO_DOCUMENTO.PAT }));
    expect(onCode).toHaveBeenCalledWith("PAT");
  });

  it("asks no choice of a document of one type", () => {
    render(
      <Provider>
        <CardUpload slot={healthCardSlot()} code="CF" onCode={() => {}} uploads={{}} onFile={() => {}} camera={false} />
      </Provider>,
    );
    expect(screen.queryByRole("group", { name: m.typeLegend })).toBeNull();
  });

  it("shows each file's progress as a named progress bar, its buttons inactive meanwhile", () => {
    const { card } = renderCard(identitySlot(), { uploads: { "IDE/fronte": { phase: "sending", percent: 40 } } });
    const bar = within(card).getByRole("progressbar", {
      name: m.progressLabel(m.sides.fronte, m.documents.IDE?.title ?? ""),
    });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(within(card).getByText(m.sending(40))).toBeTruthy();
    const front = within(card).getByRole("group", { name: m.sides.fronte });
    expect(within(front).getByRole("button", { name: new RegExp(m.chooseFile) })).toHaveProperty("disabled", true);
    // The other side can still be uploaded.
    const back = within(card).getByRole("group", { name: m.sides.retro });
    expect(within(back).getByRole("button", { name: new RegExp(m.chooseFile) })).toHaveProperty("disabled", false);
  });

  it("shows a refused file, and the server's refusal of a side, on the card", () => {
    const refusal = messages.catalogue.DOCUMENTO_RETRO_ATTESO;
    const slot = identitySlot({
      sides: [
        { side: "fronte", uploaded: false, refusal: null },
        { side: "retro", uploaded: true, fileName: "retro.jpg", refusal },
      ],
    });
    const tooLarge = messages.catalogue.DOCUMENTO_TROPPO_PESANTE;
    const { card } = renderCard(slot, { uploads: { "IDE/fronte": { phase: "refused", message: tooLarge } } });
    const alerts = within(card)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([tooLarge, refusal]);
  });

  it("forgets a refused file once the side is in from elsewhere (the phone)", () => {
    const refused = {
      phase: "refused",
      message: messages.catalogue.DOCUMENTO_TROPPO_PESANTE,
      basis: "false||",
    } as const;
    const slot = identitySlot({
      sides: [
        { side: "fronte", uploaded: true, fileName: "dal-telefono.jpg", refusal: null },
        { side: "retro", uploaded: false, fileName: null, refusal: null },
      ],
    });
    const { card } = renderCard(slot, { uploads: { "IDE/fronte": refused, "IDE/retro": refused } });
    const front = within(card).getByRole("group", { name: m.sides.fronte });
    expect(within(front).queryByRole("alert")).toBeNull();
    expect(within(front).getByText(m.uploadedFile("dal-telefono.jpg"))).toBeTruthy();
    // The side that did not change keeps its refusal.
    const back = within(card).getByRole("group", { name: m.sides.retro });
    expect(within(back).getByRole("alert").textContent).toBe(refused.message);
  });

  it("shows the document's own errors, and a side already in with its file", () => {
    const expired = messages.catalogue.DOCUMENTO_SCADUTO;
    const slot = identitySlot({
      sides: [{ side: "fronte", uploaded: true, fileName: "cie.jpg", refusal: null }],
      errors: [expired],
    });
    const { card } = renderCard(slot);
    expect(within(card).getByRole("alert").textContent).toContain(expired);
    expect(within(card).getByText(m.uploadedFile("cie.jpg"))).toBeTruthy();
    expect(within(card).getByRole("button", { name: new RegExp(m.chooseAnother) })).toBeTruthy();
  });
});

describe("a card's two sides side by side", () => {
  // jsdom lays nothing out: what is checked is the width from which the sides share a row. Below
  // 1200 px, in a browser, each action of two sides in a row had 233 px or less (160 px at 480 px,
  // 173 px at 900 px, where the card gets 3/5 of the page), and "Scegli un altro file" wrapped;
  // tests/browser/test_documents.py looks at the lines themselves.
  const breakpoints = createAppSystem();
  // The width in px from which two sides share a row (Infinity: at none).
  const sideBySideFrom = (sides: number, camera: boolean): number => {
    const columns = sideColumns(sides, camera);
    if (typeof columns === "number") return Infinity;
    const widths = Object.entries(columns)
      .filter(([, count]) => count > 1)
      .map(([key]) => parseFloat(String(breakpoints.token(`breakpoints.${key}`))));
    return Math.min(Infinity, ...widths);
  };

  it("share a row only from 1200 px, not on a phone held sideways nor beside the page's aside", () => {
    expect(sideBySideFrom(2, false)).toBe(1200);
  });

  it("never with the camera: each side has two actions, and takes the card's width", () => {
    expect(sideBySideFrom(2, true)).toBe(Infinity);
  });

  it("leave a document of one side alone in its row", () => {
    expect(sideBySideFrom(1, false)).toBe(Infinity);
  });
});
