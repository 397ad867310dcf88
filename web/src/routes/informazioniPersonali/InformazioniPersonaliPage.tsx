// Step 4 at /informazioni-personali: residence, demographics, work and income, employer and bank
// details. Every error, the form's own or the back office's, is shown on its field and summarised.
import { Box, chakra, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";

import { api } from "../../api/client";
import type { LookupOption, Lookups } from "../../api/clientTypes";
import { CardDocumentRecap, CardError } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { SelectField, TextField, type TextInputProps } from "../../components/form/fields";
import { MAX_LENGTH } from "../../components/form/textBounds";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldId } from "../../components/ui/field";
import { panel } from "../../components/layout/styles";
import { formatIban, maskMonthYear } from "../../lib/format";
import { paths } from "../../lib/routes";
import { forgetIfSent, isStepToSend, keepTyped, readTyped, type TypedPlace } from "../../lib/typedValues";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { AddressFields } from "./AddressFields";
import { IbanField } from "./IbanField";
import { baseDataRecap } from "./baseDataRecap";
import {
  activityOf,
  DEFAULT_PREVIOUS_ADDRESS_YEARS,
  hasEmployer,
  needsHiringType,
  needsPreviousAddress,
  orderedErrors,
  toInformazioniPersonali,
  validatePersonalValues,
  valuesFromInformazioniPersonali,
  wantsCorrespondence,
  type PersonalContext,
  type PersonalValues,
} from "./personalInfoForm";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);
const m = messages.personalInfo;
const f = messages.personalFields;
const MENSILITA = ["12", "13", "14", "15", "16"];

const LABELS: Record<string, string> = {
  provincia: f.provincia,
  comune: f.comune,
  indirizzo: f.indirizzo,
  numeroCivico: f.numeroCivico,
  cap: f.cap,
  anniResidenza: f.anniResidenza,
  cittadinanza: f.cittadinanza,
  statoCivile: f.statoCivile,
  membriNucleoFamiliare: f.membriNucleoFamiliare,
  membriConReddito: f.membriConReddito,
  politicamenteEsposto: f.politicamenteEsposto,
  profiloEsposizione: f.profiloEsposizione,
  settore: f.settore,
  occupazione: f.occupazione,
  tipoAssunzione: f.tipoAssunzione,
  tipoReddito: f.tipoReddito,
  redditoInCentesimi: f.redditoInCentesimi,
  mensilita: f.mensilita,
  anniLavorativi: f.anniLavorativi,
  nome: f.nome,
  iban: f.iban,
  aperturaConto: f.aperturaConto,
};

const SECTION_OF: [string, string][] = [
  ["residenza.precedente", m.sectionPrecedente],
  ["residenza.corrispondenza", m.sectionCorrispondenza],
  ["residenza", m.sectionResidenza],
  ["datoreLavoro", m.sectionDatore],
];

/** "Comune (Residenza precedente)": the summary names the field and, for addresses, which one. */
function summaryLabel(path: string): string {
  const field = path.split(".").at(-1) ?? path;
  const label = LABELS[field] ?? field;
  const section = SECTION_OF.find(([prefix]) => path.startsWith(`${prefix}.`))?.[1];
  return section && ["provincia", "comune", "indirizzo", "numeroCivico", "cap", "nome"].includes(field)
    ? `${label} (${section})`
    : label;
}

function Section({ title, children, description }: { title: string; children: ReactNode; description?: ReactNode }) {
  return (
    <Box as="section" p={{ base: "5", md: "8" }} {...panel}>
      <Heading as="h2" fontSize={{ base: "lg", md: "xl" }} mb={description ? "2" : "5"}>
        {title}
      </Heading>
      {description ? (
        <Text mb="5" color="inkMuted">
          {description}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

export function InformazioniPersonaliPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const lookups = useRemote(readLookups);

  const ctx = useMemo<PersonalContext>(
    () => ({
      posizioneLavorativa: snapshot?.informazioniBase?.posizioneLavorativa ?? "",
      previousAddressYears: snapshot?.previousAddressYears ?? DEFAULT_PREVIOUS_ADDRESS_YEARS,
    }),
    [snapshot],
  );
  // What was typed here and not sent yet is kept in this tab: after a reload it goes back over the
  // server's values, where something was typed (lib/typedValues.ts).
  const journey = JourneyContext.useActorRef();
  const applicationId = snapshot?.applicationId ?? null;
  const place = useMemo<TypedPlace>(() => ({ applicationId, page: paths.informazioniPersonali }), [applicationId]);
  const current = snapshot !== null && isStepToSend(snapshot.route, place.page);
  const [typed, setTyped] = useState<PersonalValues>(() =>
    current
      ? Object.fromEntries(
          Object.entries(readTyped(place)).filter((e): e is [string, string] => typeof e[1] === "string"),
        )
      : {},
  );
  const [values, setValues] = useState<PersonalValues>(() => ({
    ...valuesFromInformazioniPersonali(snapshot?.informazioniPersonali, snapshot?.informazioniBase?.cap),
    ...typed,
  }));
  useEffect(() => keepTyped(place, typed, current), [place, typed, current]);
  useEffect(() => () => forgetIfSent(place, journey.getSnapshot().context.snapshot?.route), [place, journey]);
  const check = useMemo(() => validatePersonalValues(values, ctx), [values, ctx]);
  const { busy, complete, edited, errors, onInactiveClick, submit, summaryOf, summaryRef } = useStepForm({ check });

  const set = useCallback(
    (changes: Record<string, string>) => {
      setValues((previous) => ({ ...previous, ...changes }));
      setTyped((previous) => ({ ...previous, ...changes }));
      edited(Object.keys(changes));
    },
    [edited],
  );

  const ready = lookups.status === "ready" ? lookups.data : null;
  const cittadinanze = ready?.cittadinanza ?? [];
  const citizenship = cittadinanze.find((c) => c.codice === values["informazioniDemografiche.cittadinanza"]);
  const isExtracomunitario = citizenship?.flagExtracomunitaria === "S";

  const handleSubmit = () =>
    submit(() => ({
      type: "SUBMIT_STEP",
      update: {
        endpoint: "personal-info",
        body: { informazioniPersonali: toInformazioniPersonali(values, ctx, isExtracomunitario) },
      },
    }));

  function textField(
    path: string,
    label: string,
    props: TextInputProps = {},
    hint?: string,
    onValue?: (text: string) => string,
  ) {
    return (
      <TextField
        path={path}
        label={label}
        value={values[path] ?? ""}
        onValue={(text) => set({ [path]: onValue ? onValue(text) : text })}
        error={errors[path]}
        hint={hint}
        autoComplete="off"
        {...props}
      />
    );
  }

  function selectField(path: string, label: string, options: readonly LookupOption[], hint?: string) {
    return (
      <SelectField
        path={path}
        label={label}
        value={values[path] ?? ""}
        onValue={(value) => set({ [path]: value })}
        error={errors[path]}
        hint={hint}
        options={options}
        placeholder={m.selectPlaceholder}
      />
    );
  }

  function yesNo(path: string, label: string, hint: string) {
    const id = fieldId(path);
    const error = errors[path];
    return (
      <chakra.fieldset
        border="0"
        p="0"
        m="0"
        minW="0"
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
      >
        <chakra.legend fontWeight="semibold" mb="1">
          {label}
        </chakra.legend>
        <Text id={`${id}-hint`} fontSize="sm" color="inkMuted" mb="2">
          {hint}
        </Text>
        <Flex gap="6">
          {(["S", "N"] as const).map((choice) => (
            <Flex as="label" key={choice} gap="2" alignItems="center" cursor="pointer" minH="11">
              <chakra.input
                type="radio"
                id={choice === "S" ? id : `${id}-no`}
                name={path}
                value={choice}
                checked={values[path] === choice}
                onChange={() => set({ [path]: choice })}
                aria-invalid={error ? true : undefined}
                w="5"
                h="5"
                css={{ accentColor: "var(--chakra-colors-brand-red)" }}
              />
              {choice === "S" ? m.yes : m.no}
            </Flex>
          ))}
        </Flex>
        {error ? (
          <Text id={`${id}-error`} mt="1" color="brand.red" fontWeight="semibold" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </chakra.fieldset>
    );
  }

  const summary = summaryOf(orderedErrors(errors, values, ctx), summaryLabel);
  const occupazioni = (ready?.occupazioni ?? []).filter((o) => o.attivita === activityOf(ctx.posizioneLavorativa));
  const province = ready?.province ?? [];
  const pensioner = ctx.posizioneLavorativa === "P";

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "recap" } : null}>
      <Box mb={{ base: "6", md: "8" }} maxW="48rem">
        <PageTitle heading={m.heading} intro={m.intro} />
      </Box>
      {lookups.status === "error" ? (
        <CardError title={messages.lightForm.lookupError} onRetry={lookups.retry}>
          {lookups.message}
        </CardError>
      ) : null}
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
        maxW="52rem"
      >
        <Stack gap="6">
          {summary ? <ErrorSummary ref={summaryRef} {...summary} /> : null}

          <Section title={m.sectionResidenza}>
            <AddressFields
              prefix="residenza.attuale"
              values={values}
              errors={errors}
              province={province}
              set={set}
              withCap
              capHint={f.capResidenzaHint}
            />
            <Box mt="5" maxW={{ md: "50%" }}>
              {textField(
                "residenza.anniResidenza",
                f.anniResidenza,
                { inputMode: "numeric", maxLength: 2 },
                undefined,
                (t) => t.replace(/\D/g, ""),
              )}
            </Box>
            <Box mt="6">
              <Checkbox
                id="field-corrispondenzaDiversa"
                name="corrispondenzaDiversa"
                checked={wantsCorrespondence(values)}
                onChange={(checked) => set({ corrispondenzaDiversa: checked ? "S" : "" })}
              >
                {m.corrispondenzaDiversa}
              </Checkbox>
            </Box>
          </Section>

          {needsPreviousAddress(values, ctx) ? (
            <Section title={m.sectionPrecedente} description={m.precedenteHint(ctx.previousAddressYears)}>
              <AddressFields
                prefix="residenza.precedente"
                values={values}
                errors={errors}
                province={province}
                set={set}
              />
            </Section>
          ) : null}

          {wantsCorrespondence(values) ? (
            <Section title={m.sectionCorrispondenza}>
              <AddressFields
                prefix="residenza.corrispondenza"
                values={values}
                errors={errors}
                province={province}
                set={set}
                withCap
              />
            </Section>
          ) : null}

          <Section title={m.sectionDemografici}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {selectField(
                "informazioniDemografiche.cittadinanza",
                f.cittadinanza,
                [...cittadinanze].sort((a, b) => (a.codice === "ITA" ? -1 : b.codice === "ITA" ? 1 : 0)),
                isExtracomunitario ? m.nonUe : undefined,
              )}
              {selectField("informazioniDemografiche.statoCivile", f.statoCivile, ready?.statoCivile ?? [])}
              {textField(
                "informazioniDemografiche.membriNucleoFamiliare",
                f.membriNucleoFamiliare,
                { inputMode: "numeric", maxLength: 2 },
                undefined,
                (t) => t.replace(/\D/g, ""),
              )}
              {textField(
                "informazioniDemografiche.membriConReddito",
                f.membriConReddito,
                { inputMode: "numeric", maxLength: 2 },
                undefined,
                (t) => t.replace(/\D/g, ""),
              )}
            </SimpleGrid>
            <Box mt="6">
              {yesNo(
                "informazioniDemografiche.politicamenteEsposto",
                f.politicamenteEsposto,
                f.politicamenteEspostoHint,
              )}
            </Box>
            {values["informazioniDemografiche.politicamenteEsposto"] === "S" ? (
              <Box mt="5">
                {textField(
                  "informazioniDemografiche.profiloEsposizione",
                  `${f.profiloEsposizione} ${messages.lightForm.optional}`,
                  { maxLength: MAX_LENGTH.code },
                )}
              </Box>
            ) : null}
          </Section>

          <Section title={m.sectionProfessionali}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {selectField("informazioniProfessionali.settore", f.settore, ready?.settori ?? [])}
              {selectField("informazioniProfessionali.occupazione", f.occupazione, occupazioni)}
              {needsHiringType(ctx)
                ? selectField("informazioniProfessionali.tipoAssunzione", f.tipoAssunzione, ready?.tipoAssunzione ?? [])
                : null}
              {selectField("informazioniProfessionali.tipoReddito", f.tipoReddito, ready?.tipoReddito ?? [])}
              {textField(
                "informazioniProfessionali.redditoInCentesimi",
                f.redditoInCentesimi,
                { inputMode: "decimal", maxLength: 12 },
                f.redditoHint,
              )}
              {selectField(
                "informazioniProfessionali.mensilita",
                f.mensilita,
                MENSILITA.map((n) => ({ codice: n, descrizione: n })),
              )}
              {textField(
                "informazioniProfessionali.anniLavorativi",
                pensioner ? f.anniLavorativiPensione : f.anniLavorativi,
                { inputMode: "numeric", maxLength: 2 },
                undefined,
                (t) => t.replace(/\D/g, ""),
              )}
            </SimpleGrid>
          </Section>

          {hasEmployer(ctx) ? (
            <Section title={m.sectionDatore}>
              <Box mb="5">
                {textField("datoreLavoro.nome", f.nome, {
                  autoComplete: "organization",
                  maxLength: MAX_LENGTH.employerName,
                })}
              </Box>
              <AddressFields
                prefix="datoreLavoro"
                values={values}
                errors={errors}
                province={province}
                set={set}
                withCap
                withHouseNumber={false}
              />
            </Section>
          ) : null}

          <Section title={m.sectionBanca}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <Box gridColumn={{ md: "span 2" }}>
                <IbanField
                  path="coordinateBancarie.iban"
                  label={f.iban}
                  hint={f.ibanHint}
                  value={values["coordinateBancarie.iban"] ?? ""}
                  error={errors["coordinateBancarie.iban"]}
                  onValue={(text) => set({ "coordinateBancarie.iban": formatIban(text) })}
                />
              </Box>
              {textField(
                "coordinateBancarie.aperturaConto",
                f.aperturaConto,
                { inputMode: "numeric", maxLength: 7, placeholder: "mm/aaaa" },
                f.aperturaContoHint,
                maskMonthYear,
              )}
            </SimpleGrid>
          </Section>

          <Flex gap="4" flexDirection={{ base: "column", md: "row" }} alignItems={{ md: "center" }}>
            <BuyFormButton type="submit" inactive={!complete} onClick={complete ? undefined : onInactiveClick}>
              {m.submit}
            </BuyFormButton>
          </Flex>
        </Stack>
      </chakra.form>
      <Stack gap="6" mt="8" maxW="52rem">
        <SaveDraft draft={() => toInformazioniPersonali(values, ctx, isExtracomunitario)} />
        {snapshot ? <RecapCard lookups={ready} /> : null}
      </Stack>
    </PageWrapper>
  );
}

function RecapCard({ lookups }: { lookups: Lookups | null }) {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  if (!snapshot) return null;
  return (
    <CardDocumentRecap title={messages.informazioniPersonali.recapTitle} items={baseDataRecap(snapshot, lookups)} />
  );
}

export default InformazioniPersonaliPage;
