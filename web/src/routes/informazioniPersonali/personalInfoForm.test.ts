import { describe, expect, it } from "vitest";

// As text: Vite's JSON loader refuses the lone surrogate among the cases, JSON.parse does not.
import freeTextCasesJson from "../../../../tests/journey/rules/free_text_cases.json?raw";
import personalFormCases from "../../../../tests/journey/personal_form_cases.json";
import { messages } from "../../messages";
import {
  cinOf,
  isFreeText,
  needsPreviousAddress,
  toInformazioniPersonali,
  validatePersonalValues,
  valuesFromInformazioniPersonali,
  visiblePaths,
  type PersonalContext,
  type PersonalValues,
} from "./personalInfoForm";
import { MARIO_VALUES } from "./personalInfoFixtures";

const freeTextCases = JSON.parse(freeTextCasesJson) as Record<"accepted" | "refused", Record<string, string>>;

type Case = [value: string, message: keyof typeof messages.catalogue | null];
const cases = personalFormCases as unknown as Record<"iban" | "aperturaConto", Record<string, Case>> & {
  today: string;
};
const [year, month, day] = cases.today.split("-").map(Number) as [number, number, number];
const today = new Date(year, month - 1, day);

const employee: PersonalContext = { posizioneLavorativa: "D", previousAddressYears: 2 };

// As a person types it: a double space and the IBAN in groups, which the form normalises.
const mario: PersonalValues = {
  ...MARIO_VALUES,
  "residenza.attuale.indirizzo": "Via  Roma",
  "coordinateBancarie.iban": "IT60 X054 2811 1010 0000 0123 456",
};

/** The errors of Mario's form with these fields changed, as an employee's. */
const errorsWith = (changes: PersonalValues, today?: Date) =>
  validatePersonalValues({ ...mario, ...changes }, employee, today);

describe("step 4 form (§3 informazioniPersonali)", () => {
  it("asks the previous address below the partner's years at the current one", () => {
    expect(needsPreviousAddress({ "residenza.anniResidenza": "1" }, employee)).toBe(true);
    expect(needsPreviousAddress({ "residenza.anniResidenza": "2" }, employee)).toBe(false);
    expect(needsPreviousAddress({ "residenza.anniResidenza": "4" }, { ...employee, previousAddressYears: 5 })).toBe(
      true,
    );
    expect(needsPreviousAddress({}, employee)).toBe(false);
  });

  it("has no employer for pensioners and 'other', and a hiring type only for employees", () => {
    const pensioner = visiblePaths(mario, { ...employee, posizioneLavorativa: "P" });
    expect(pensioner.some((p) => p.startsWith("datoreLavoro."))).toBe(false);
    expect(pensioner).not.toContain("informazioniProfessionali.tipoAssunzione");
    expect(
      visiblePaths(mario, { ...employee, posizioneLavorativa: "C" }).some((p) => p.startsWith("datoreLavoro.")),
    ).toBe(false);
    expect(visiblePaths(mario, employee)).toContain("informazioniProfessionali.tipoAssunzione");
  });

  it("accepts Mario Rossi's data and sends them in the API's shape, income in cents", () => {
    expect(validatePersonalValues(mario, employee, new Date(2026, 0, 1))).toEqual({});
    const info = toInformazioniPersonali(mario, employee, false);
    expect(info.residenza).toEqual({
      attuale: { provincia: "MI", comune: "Milano", indirizzo: "Via Roma", numeroCivico: "10", cap: "20121" },
      precedente: null,
      corrispondenza: null,
      anniResidenza: 5,
    });
    expect(info.informazioniProfessionali.redditoInCentesimi).toBe(250_000);
    expect(info.coordinateBancarie).toEqual({ iban: "IT60X0542811101000000123456", aperturaConto: "03/2015" });
    expect(info.informazioniDemografiche.politicamenteEsposto).toBe(false);
  });

  it("names each mistake on its field", () => {
    const errors = errorsWith({
      "residenza.anniResidenza": "1",
      "informazioniDemografiche.membriConReddito": "4",
      "coordinateBancarie.iban": "DE89370400440532013000",
      "coordinateBancarie.aperturaConto": "13/2015",
      "informazioniProfessionali.redditoInCentesimi": "",
    });
    const c = messages.catalogue;
    expect(errors).toMatchObject({
      "residenza.precedente.comune": c.CAMPO_OBBLIGATORIO,
      "informazioniDemografiche.membriConReddito": c.MEMBRI_CON_REDDITO_NON_VALIDI,
      "coordinateBancarie.iban": c.IBAN_NON_ITALIANO,
      "coordinateBancarie.aperturaConto": c.MESE_ANNO_NON_VALIDO,
      "informazioniProfessionali.redditoInCentesimi": c.CAMPO_OBBLIGATORIO,
    });
  });

  it("tells a future date and a wrong CIN in the same round, each in plain words", () => {
    const errors = errorsWith(
      { "coordinateBancarie.aperturaConto": "12/2030", "coordinateBancarie.iban": "IT64Y0542811101000000123456" },
      today,
    );
    expect(errors).toEqual({
      "coordinateBancarie.aperturaConto": messages.catalogue.DATA_FUTURA,
      "coordinateBancarie.iban": messages.catalogue.IBAN_NON_VALIDO,
    });
  });

  it("asks the residence's CAP, the light form's to begin with (§3 takes it from there)", () => {
    expect(visiblePaths(mario, employee).slice(0, 6)).toEqual([
      "residenza.attuale.provincia",
      "residenza.attuale.comune",
      "residenza.attuale.indirizzo",
      "residenza.attuale.numeroCivico",
      "residenza.attuale.cap",
      "residenza.anniResidenza",
    ]);
    expect(valuesFromInformazioniPersonali(null, "20121")["residenza.attuale.cap"]).toBe("20121");
    const saved = toInformazioniPersonali({ ...mario, "residenza.attuale.cap": "" }, employee, false);
    expect(valuesFromInformazioniPersonali(saved, "20121")["residenza.attuale.cap"]).toBe("20121");
    const corrected = toInformazioniPersonali({ ...mario, "residenza.attuale.cap": "10121" }, employee, false);
    expect(valuesFromInformazioniPersonali(corrected, "20121")["residenza.attuale.cap"]).toBe("10121");
    expect(errorsWith({ "residenza.attuale.cap": "1012" }, today)).toEqual({
      "residenza.attuale.cap": messages.catalogue.CAP_NON_VALIDO,
    });
    expect(errorsWith({ "residenza.attuale.cap": "" }, today)).toEqual({
      "residenza.attuale.cap": messages.catalogue.CAMPO_OBBLIGATORIO,
    });
  });

  it("puts every field back from a snapshot (reload or resumed draft)", () => {
    const info = toInformazioniPersonali(mario, employee, false);
    const back = valuesFromInformazioniPersonali(info);
    expect(toInformazioniPersonali(back, employee, false)).toEqual(info);
    expect(back["coordinateBancarie.iban"]).toBe("IT60 X054 2811 1010 0000 0123 456");
    expect(back["informazioniProfessionali.redditoInCentesimi"]).toBe("2.500");
  });
});

describe("the free-text rule, the same cases as journey/rules/text.py", () => {
  it.each(Object.entries(freeTextCases.accepted))("accepts %s", (_name, text) => {
    expect(isFreeText(text)).toBe(true);
  });

  it.each(Object.entries(freeTextCases.refused))("refuses %s", (_name, text) => {
    expect(isFreeText(text)).toBe(false);
  });

  it("names every address and employer field that breaks it, over any other mistake", () => {
    const errors = errorsWith(
      {
        "residenza.anniResidenza": "1",
        "residenza.precedente.provincia": "MI",
        "residenza.precedente.comune": "Milano\u0000",
        "residenza.precedente.indirizzo": "Via Roma",
        "residenza.precedente.numeroCivico": "<b>1</b>",
        "residenza.attuale.indirizzo": "Via {{x}}",
        "datoreLavoro.nome": "<script>alert(1)</script>",
        "datoreLavoro.cap": "2012<",
      },
      new Date(2026, 0, 1),
    );
    const broken = [
      "residenza.attuale.indirizzo",
      "residenza.precedente.comune",
      "residenza.precedente.numeroCivico",
      "datoreLavoro.nome",
      "datoreLavoro.cap",
    ];
    expect(errors).toEqual(Object.fromEntries(broken.map((path) => [path, messages.catalogue.TESTO_NON_VALIDO])));
  });

  it("accepts an employer with an ampersand and quotes, and sends it as typed", () => {
    const values = {
      ...mario,
      "datoreLavoro.nome": 'Müller & Söhne "Figli" S.r.l.',
      "residenza.attuale.numeroCivico": "12/B",
    };
    expect(validatePersonalValues(values, employee, new Date(2026, 0, 1))).toEqual({});
    expect(toInformazioniPersonali(values, employee, false).datoreLavoro.nome).toBe('Müller & Söhne "Figli" S.r.l.');
  });
});

describe("the IBAN and the account's opening, the same cases as journey/personal_form.py", () => {
  it.each(Object.entries(cases.iban))("IBAN %s", (_name, [iban, expected]) => {
    const errors = errorsWith({ "coordinateBancarie.iban": iban }, today);
    expect(errors["coordinateBancarie.iban"]).toBe(expected ? messages.catalogue[expected] : undefined);
  });

  it.each(Object.entries(cases.aperturaConto))("opened %s", (_name, [opened, expected]) => {
    const errors = errorsWith({ "coordinateBancarie.aperturaConto": opened }, today);
    expect(errors["coordinateBancarie.aperturaConto"]).toBe(expected ? messages.catalogue[expected] : undefined);
  });

  it("computes the CIN like the banks do", () => {
    expect(cinOf("0542811101000000123456")).toBe("X");
    expect(cinOf("9999911101000000123456")).toBe("Q");
  });
});
