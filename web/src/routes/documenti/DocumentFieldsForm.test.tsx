// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { FieldErrors } from "../../api/clientTypes";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { messages } from "../../messages";
import { DocumentFieldsForm } from "./DocumentFieldsForm";
import { identitySlot, READ_CIE } from "./fixtures";

const REFUSED = messages.catalogue.DATO_LETTO_NON_MODIFICABILE;

function renderForm(serverErrors: FieldErrors, onConfirm = vi.fn()) {
  // Read whole: nothing for the form's own checks to stop.
  const slot = identitySlot({ values: { ...READ_CIE, comuneRilascio: "ROMA" }, status: "da_confermare" });
  const form = (errors: FieldErrors) => (
    <Provider>
      <DocumentFieldsForm slot={slot} serverErrors={errors} formError={null} onConfirm={onConfirm} />
    </Provider>
  );
  const view = render(form(serverErrors));
  return { onConfirm, answer: (errors: FieldErrors) => view.rerender(form(errors)) };
}

beforeEach(stubMatchMedia);
afterEach(resetDom);

describe("DocumentFieldsForm", () => {
  it("shows the server's error on a field edited before the confirmation, until edited again", () => {
    const { onConfirm, answer } = renderForm({});
    const surname = screen.getByLabelText(messages.upload.fields.cognome);
    fireEvent.change(surname, { target: { value: "BIANCHI" } });
    fireEvent.click(screen.getByRole("button", { name: messages.upload.confirm }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    answer({ cognome: REFUSED });
    expect(screen.getByText(REFUSED)).toBeTruthy();
    expect(surname.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(surname, { target: { value: "ROSSI" } });
    expect(screen.queryByText(REFUSED)).toBeNull();
  });

  it("shows a locked field read-only with its error, sends it as it was, and does not check it", () => {
    const onConfirm = vi.fn();
    // A birth date as a provider might give it: the form's own date check would refuse it.
    const slot = identitySlot({
      values: { ...READ_CIE, comuneRilascio: "ROMA", dataNascita: "1985-03-12" },
      status: "da_confermare",
    });
    render(
      <Provider>
        <DocumentFieldsForm
          slot={slot}
          serverErrors={{ cognome: REFUSED }}
          formError={null}
          onConfirm={onConfirm}
          locked={["cognome", "dataNascita"]}
          lockedHint={messages.onfido.conferma.lockedHint}
        />
      </Provider>,
    );
    const surname = screen.getByLabelText<HTMLInputElement>(messages.upload.fields.cognome);
    expect(surname.readOnly).toBe(true);
    expect(surname.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(REFUSED)).toBeTruthy();
    expect(screen.getAllByText(messages.onfido.conferma.lockedHint)).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: messages.upload.confirm }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ cognome: "ROSSI", dataNascita: "1985-03-12" }));
  });
});
