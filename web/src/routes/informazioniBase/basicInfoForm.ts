// The light form's data: its empty value, the fields in page order and the checks done before sending.
// Format rules (fiscal code, phone, e-mail, CAP) are the server's: it answers them per field.
import type { FieldErrors } from "../../api/clientTypes";
import type { Agreements, ApplicantView, BasicInfoForm } from "../../api/types";
import { messages } from "../../messages";

export type TextFieldName = Exclude<keyof BasicInfoForm, "agreements">;
export type AgreementName = keyof Agreements;

export const AGREEMENTS: readonly { name: AgreementName; required: boolean }[] = [
  { name: "questionOne", required: true },
  { name: "questionTwo", required: true },
  { name: "questionThree", required: false },
  { name: "questionFour", required: true },
];

/** Text fields and selects, in the order they appear (and are summarised). */
export const TEXT_FIELDS: readonly TextFieldName[] = [
  "firstName",
  "lastName",
  "fiscalCode",
  "emailAddress",
  "mobilePhone",
  "cap",
  "abitazione",
  "posizioneLavorativa",
];

export const agreementPath = (name: AgreementName) => `agreements.${name}`;

export function fieldLabel(path: string): string {
  const [head, tail] = path.split(".");
  if (head === "agreements" && tail && tail in messages.agreementsShort) {
    return messages.agreementsShort[tail as AgreementName];
  }
  return head && head in messages.fields ? messages.fields[head as keyof typeof messages.fields] : path;
}

export const emptyBasicInfoForm = (): BasicInfoForm => ({
  firstName: "",
  lastName: "",
  fiscalCode: "",
  emailAddress: "",
  mobilePhone: "",
  cap: "",
  abitazione: "",
  posizioneLavorativa: "",
  // Consents are never pre-ticked.
  agreements: { questionOne: false, questionTwo: false, questionThree: false, questionFour: false },
});

/** The form as the server last saw it, so a reload does not make the applicant type it again. */
export function basicInfoFromSnapshot(
  base: Partial<BasicInfoForm> | null,
  user: Partial<ApplicantView> | null,
): BasicInfoForm {
  const form = emptyBasicInfoForm();
  return {
    ...form,
    firstName: base?.firstName ?? user?.firstName ?? "",
    lastName: base?.lastName ?? user?.lastName ?? "",
    fiscalCode: base?.fiscalCode ?? user?.fiscalCode ?? "",
    emailAddress: base?.emailAddress ?? user?.email ?? "",
    mobilePhone: base?.mobilePhone ?? user?.mobilePhone ?? "",
    cap: base?.cap ?? "",
    abitazione: base?.abitazione ?? "",
    posizioneLavorativa: base?.posizioneLavorativa ?? "",
  };
}

/** Trims the text the applicant typed and upper-cases the fiscal code, as the server stores it. */
export function normaliseBasicInfo(form: BasicInfoForm): BasicInfoForm {
  return {
    ...form,
    firstName: form.firstName.trim().replace(/\s+/g, " "),
    lastName: form.lastName.trim().replace(/\s+/g, " "),
    fiscalCode: form.fiscalCode.trim().toUpperCase(),
    emailAddress: form.emailAddress.trim(),
    mobilePhone: form.mobilePhone.replace(/\s+/g, ""),
    cap: form.cap.trim(),
  };
}

/** Required fields and consents that are missing, by field path. */
export function validateBasicInfo(form: BasicInfoForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of TEXT_FIELDS) {
    if (form[name].trim() === "") errors[name] = messages.catalogue.CAMPO_OBBLIGATORIO;
  }
  for (const { name, required } of AGREEMENTS) {
    if (required && !form.agreements[name]) errors[agreementPath(name)] = messages.catalogue.CONSENSO_OBBLIGATORIO;
  }
  return errors;
}

/** Errors in page order, whatever order the server sent them in. */
export function orderedErrorPaths(errors: FieldErrors): string[] {
  const order = [...TEXT_FIELDS, ...AGREEMENTS.map((a) => agreementPath(a.name))];
  const known = order.filter((path) => path in errors);
  const unknown = Object.keys(errors).filter((path) => !order.includes(path));
  return [...known, ...unknown];
}

/** The form with what was typed before a reload on top (lib/typedValues.ts), field by field. */
export function withTypedBasicInfo(form: BasicInfoForm, typed: Record<string, string | boolean>): BasicInfoForm {
  const next = { ...form, agreements: { ...form.agreements } };
  for (const [path, value] of Object.entries(typed)) {
    const [head = "", name = ""] = path.split(".");
    if (head === "agreements" && typeof value === "boolean" && AGREEMENTS.some((a) => a.name === name)) {
      next.agreements[name as AgreementName] = value;
    } else if (typeof value === "string" && TEXT_FIELDS.includes(head as TextFieldName)) {
      next[head as TextFieldName] = value;
    }
  }
  return next;
}
