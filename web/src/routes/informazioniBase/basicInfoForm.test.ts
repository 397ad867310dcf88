import { describe, expect, it } from "vitest";

import { fieldId } from "../../components/ui/field";
import { messages } from "../../messages";
import {
  basicInfoFromSnapshot,
  emptyBasicInfoForm,
  fieldLabel,
  normaliseBasicInfo,
  orderedErrorPaths,
  TEXT_FIELDS,
  validateBasicInfo,
  withTypedBasicInfo,
} from "./basicInfoForm";

const complete = () => ({
  ...emptyBasicInfoForm(),
  firstName: "Maria",
  lastName: "Rossi",
  fiscalCode: "rssmra85c52h501z",
  emailAddress: "maria@example.it",
  mobilePhone: "340 123 4567",
  cap: "00184",
  abitazione: "P",
  posizioneLavorativa: "D",
  agreements: { questionOne: true, questionTwo: true, questionThree: false, questionFour: true },
});

describe("light form checks before sending", () => {
  it("starts empty with no consent pre-ticked", () => {
    expect(emptyBasicInfoForm().agreements).toEqual({
      questionOne: false,
      questionTwo: false,
      questionThree: false,
      questionFour: false,
    });
  });

  it("asks for every field and the three required consents, not for third-party communication", () => {
    const errors = validateBasicInfo(emptyBasicInfoForm());
    expect(Object.keys(errors)).toEqual([
      ...TEXT_FIELDS,
      "agreements.questionOne",
      "agreements.questionTwo",
      "agreements.questionFour",
    ]);
    expect(errors.firstName).toBe(messages.catalogue.CAMPO_OBBLIGATORIO);
    expect(errors["agreements.questionOne"]).toBe(messages.catalogue.CONSENSO_OBBLIGATORIO);
  });

  it("is complete without the optional consent", () => {
    expect(validateBasicInfo(complete())).toEqual({});
    expect(Object.keys(validateBasicInfo({ ...complete(), firstName: "   " }))).toEqual(["firstName"]);
  });

  it("trims names, upper-cases the fiscal code and removes spaces from the phone", () => {
    const sent = normaliseBasicInfo({ ...complete(), firstName: "  Maria  Luisa ", fiscalCode: " rssmra85c52h501z " });
    expect(sent.firstName).toBe("Maria Luisa");
    expect(sent.fiscalCode).toBe("RSSMRA85C52H501Z");
    expect(sent.mobilePhone).toBe("3401234567");
  });

  it("lists errors in page order whatever order the server used", () => {
    expect(orderedErrorPaths({ "agreements.questionOne": "x", cap: "y", unknown: "z", firstName: "w" })).toEqual([
      "firstName",
      "cap",
      "agreements.questionOne",
      "unknown",
    ]);
  });

  it("names fields for the error summary and links to their controls", () => {
    expect(fieldLabel("fiscalCode")).toBe("Codice fiscale");
    expect(fieldLabel("agreements.questionFour")).toBe(messages.agreementsShort.questionFour);
    expect(fieldId("agreements.questionOne")).toBe("field-agreements-questionOne");
  });

  it("refills the text fields from the server's snapshot but never the consents", () => {
    const form = basicInfoFromSnapshot(
      {
        firstName: "Maria",
        lastName: "Rossi",
        cap: "00184",
        agreements: { questionOne: true, questionTwo: false, questionThree: false, questionFour: false },
      },
      { fiscalCode: "RSSMRA85C52H501Z", mobilePhone: "3401234567", email: "maria@example.it" },
    );
    expect(form).toMatchObject({
      firstName: "Maria",
      fiscalCode: "RSSMRA85C52H501Z",
      emailAddress: "maria@example.it",
      cap: "00184",
    });
    expect(form.agreements.questionOne).toBe(false);
  });
});

describe("withTypedBasicInfo", () => {
  it("puts what was typed over the server's values, field by field, and nothing else", () => {
    const server = { ...emptyBasicInfoForm(), firstName: "Mario", lastName: "Rossi" };
    const form = withTypedBasicInfo(server, {
      lastName: "Bianchi",
      "agreements.questionOne": true,
      "agreements.unknown": true,
      token: "x",
      cap: 20121 as unknown as string,
    });
    expect(form).toEqual({ ...server, lastName: "Bianchi", agreements: { ...server.agreements, questionOne: true } });
  });
});
