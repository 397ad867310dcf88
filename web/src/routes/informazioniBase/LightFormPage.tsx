// Step 1, the light form at "/": the offer being requested and the applicant's base data.
import { Box, Grid, GridItem, Heading, Text } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Navigate, useLocation } from "react-router";

import { api, ApiError } from "../../api/client";
import type { BasicInfoForm, SimulatorData } from "../../api/types";
import { useStepForm } from "../../components/form/useStepForm";
import { SpinnerScreen } from "../../components/loading/SpinnerScreen";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { panel } from "../../components/layout/styles";
import { quoteSimulator, simulatorFromQuote, useQuote } from "../../lib/quote";
import { paths } from "../../lib/routes";
import type { Typed, TypedPlace } from "../../lib/typedValues";
import {
  campaignFromQuery,
  DEFAULT_TERMS,
  isOfferedLoan,
  isSimulatorField,
  SIMULATION_REFUSED,
  simulatorFromQuery,
  type OfferFromQuery,
} from "../../lib/simulator";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext, type JourneySnapshot } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import {
  basicInfoFromSnapshot,
  fieldLabel,
  normaliseBasicInfo,
  orderedErrorPaths,
  validateBasicInfo,
  withTypedBasicInfo,
  type TextFieldName,
} from "./basicInfoForm";
import { LightForm } from "./LightForm";
import { LandingLoad } from "./LandingLoad";
import type { TokenArrival } from "./LightFormByToken";
import { OfferSummary } from "./OfferSummary";
import { SimulationRefused } from "./SimulationRefused";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);
// What was typed and not sent, kept in this tab for a reload: its own chunk, off the first load.
const typedValues = () => import("../../lib/typedValues");
const isSubmitting = (s: JourneySnapshot) =>
  s.matches({ informazioniBase: "starting" }) || s.matches({ informazioniBase: "updating" });

/**
 * Arriving with a simulator `code` (§7 getSimulatorData): the simulator data come from the server,
 * with the campaign fields of this landing on top. Arriving with a token from the provider's
 * simulator or customer area: the back office vouches for the loan or the person first.
 */
export function LightFormPage() {
  const location = useLocation();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const params = new URLSearchParams(location.search);
  const code = params.get("code");
  if ((params.has("SC_TOKEN") || params.has("token")) && !snapshot) {
    return (
      <Suspense fallback={<SpinnerScreen />}>
        <LightFormByToken
          search={location.search}
          render={(arrival) => (
            <LightFormWithOffer
              fromCode={arrival.simulator ? { simulator: arrival.simulator, fromSimulator: true } : undefined}
              arrival={arrival}
            />
          )}
        />
      </Suspense>
    );
  }
  if (code && !snapshot) return <LightFormByCode code={code} search={location.search} />;
  return <LightFormWithOffer />;
}

const LightFormByToken = lazy(() => import("./LightFormByToken"));

/** The simulator data behind a code; none for an unknown code; or why the server refused them. */
type ByCode = SimulatorData | null | { refused: string };

function LightFormByCode({ code, search }: { code: string; search: string }) {
  const load = useCallback(
    (signal: AbortSignal) =>
      api.readSimulatorData(code, signal).then(
        (simulator): ByCode => simulator,
        (error: unknown) => {
          // An unknown code, or data no loan of ours, is an answer (each page says so), not a
          // failure to retry.
          if (error instanceof ApiError && error.status === 404) return null;
          if (error instanceof ApiError && error.code === SIMULATION_REFUSED) return { refused: error.message };
          throw error;
        },
      ),
    [code],
  );
  const data = useRemote(load);
  if (data.status !== "ready") return <LandingLoad remote={data} />;
  if (data.data === null) return <Navigate to={`${paths.simulatore}?simulazione=non-trovata`} replace />;
  const campaign = campaignFromQuery(new URLSearchParams(search));
  if ("refused" in data.data) return <SimulationRefused message={data.data.refused} campaign={campaign} />;
  const simulator: SimulatorData = { ...data.data, ...campaign };
  return <LightFormWithOffer fromCode={{ simulator, fromSimulator: true }} />;
}

function LightFormWithOffer({ fromCode, arrival }: { fromCode?: OfferFromQuery; arrival?: TokenArrival }) {
  const location = useLocation();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const lookups = useRemote(readLookups);

  // The server's copy of the offer wins over the query string once the application exists.
  const offer = useMemo<OfferFromQuery>(
    () =>
      snapshot
        ? { simulator: snapshot.simulator, fromSimulator: true }
        : (fromCode ?? simulatorFromQuery(location.search)),
    [snapshot, location.search, fromCode],
  );
  // Without simulator data, the default loan as the engine prices it: the simulator's own quote.
  const quote = useQuote(offer.fromSimulator ? null : DEFAULT_TERMS);
  const simulator = offer.fromSimulator
    ? offer.simulator
    : quote.status === "ready" && quote.quote.offerta
      ? simulatorFromQuote(DEFAULT_TERMS, quote.quote.offerta, offer.campaign)
      : null;

  const prefill = snapshot ? null : (arrival?.prefill ?? null);
  const [form, setForm] = useState<BasicInfoForm>(() => ({
    ...basicInfoFromSnapshot(snapshot?.informazioniBase ?? null, snapshot?.user ?? null),
    ...prefill,
  }));
  // The fields the provider filled in, each labelled as such (they stay editable).
  const prefilled = useMemo(
    () => new Set(Object.entries(prefill ?? {}).flatMap(([name, value]) => (value ? [name as TextFieldName] : []))),
    [prefill],
  );
  // Typed and not sent yet: kept in this tab, and put back over the server's values after a reload
  // (lib/typedValues.ts, loaded after the page). Until then what is typed is only collected.
  const journey = JourneyContext.useActorRef();
  const place = useMemo<TypedPlace>(
    () => ({ applicationId: snapshot?.applicationId ?? null, page: paths.home }),
    [snapshot?.applicationId],
  );
  const route = snapshot?.route;
  const typed = useRef<Typed>({});
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void typedValues().then(({ isStepToSend, keepTyped, readTyped }) => {
      if (!live) return;
      const current = isStepToSend(route, place.page);
      if (!restored) {
        const kept = current ? readTyped(place) : {};
        const fresh = Object.fromEntries(Object.entries(kept).filter(([path]) => !(path in typed.current)));
        typed.current = { ...fresh, ...typed.current };
        setForm((shown) => withTypedBasicInfo(shown, fresh));
        setRestored(true);
      }
      keepTyped(place, typed.current, current);
    });
    return () => {
      live = false;
    };
  }, [place, route, restored]);
  useEffect(
    () => () =>
      void typedValues().then(({ forgetIfSent }) => forgetIfSent(place, journey.getSnapshot().context.snapshot?.route)),
    [place, journey],
  );

  const check = useMemo(() => validateBasicInfo(form), [form]);
  const { busy, complete, edited, errors, formError, onInactiveClick, submit, summaryOf, summaryRef } = useStepForm({
    submitting: isSubmitting,
    check,
  });
  const serverErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);

  function handleChange(next: BasicInfoForm) {
    const changed: string[] = [];
    for (const key of Object.keys(next) as (keyof BasicInfoForm)[]) {
      if (key === "agreements") {
        for (const name of Object.keys(next.agreements) as (keyof BasicInfoForm["agreements"])[]) {
          if (next.agreements[name] !== form.agreements[name]) changed.push(`agreements.${name}`);
        }
      } else if (next[key] !== form[key]) {
        changed.push(key);
      }
    }
    edited(changed);
    setForm(next);
    for (const path of changed) {
      const [key, name] = path.split(".") as [keyof BasicInfoForm, keyof BasicInfoForm["agreements"]];
      typed.current[path] = key === "agreements" ? next.agreements[name] : next[key];
    }
    if (restored) {
      void typedValues().then(({ isStepToSend, keepTyped }) =>
        keepTyped(place, typed.current, isStepToSend(route, place.page)),
      );
    }
  }

  // The landing's tokens go with the first submission: the server checks and spends them there.
  const submission = (data: SimulatorData) =>
    ({
      type: "SUBMIT_BASIC_INFO",
      form: normaliseBasicInfo(form),
      simulator: arrival ? { ...data, ...arrival.tokens } : data,
      userTokenFlag: arrival?.userTokenFlag,
    }) as const;

  const handleSubmit = () =>
    submit(() => {
      if (simulator) return submission(simulator);
      // Completed before the default loan's quote came back: it goes with the quote, asked again.
      // Without one there is nothing to send, and the offer card already says why (the quote it
      // shows is computing, or could not be computed, with a retry).
      if (!offer.fromSimulator) {
        void quoteSimulator(DEFAULT_TERMS, offer.campaign).then(
          (data) => (data ? submit(() => submission(data)) : undefined),
          () => undefined,
        );
      }
      return null;
    });

  // Simulator data the simulator could not have made: seen on arrival, or refused by the server on
  // the first submission. No form to fill in for them: the way on is the simulator.
  if (!snapshot) {
    const refusedByServer = Object.keys(serverErrors).some(isSimulatorField);
    if (refusedByServer || (offer.fromSimulator && !isOfferedLoan(offer.simulator))) {
      const message = (refusedByServer && formError) || messages.catalogue.SIMULAZIONE_NON_VALIDA;
      return <SimulationRefused message={message} campaign={campaignFromQuery(new URLSearchParams(location.search))} />;
    }
  }

  return (
    <PageWrapper title={messages.lightForm.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Box mb={{ base: "6", md: "8" }} maxW="44rem">
        <Heading as="h1" tabIndex={-1} fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" outline="none">
          {messages.lightForm.heading}
        </Heading>
        <Text mt="3" fontSize={{ base: "md", md: "lg" }}>
          {messages.lightForm.intro}
        </Text>
      </Box>
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr)" }}
        gap={{ base: "6", md: "8" }}
        alignItems="start"
      >
        <GridItem order={{ base: 2, md: 1 }} p={{ base: "5", md: "8" }} {...panel}>
          <LightForm
            value={form}
            onChange={handleChange}
            errors={errors}
            lookups={lookups}
            summary={summaryOf(orderedErrorPaths(errors), fieldLabel)}
            summaryRef={summaryRef}
            inactive={!complete}
            onSubmit={handleSubmit}
            onInactiveClick={onInactiveClick}
            prefilled={prefilled}
          />
        </GridItem>
        <GridItem order={{ base: 1, md: 2 }} position={{ md: "sticky" }} top={{ md: "6" }}>
          <OfferSummary
            importo={simulator?.SC_IMPORTO_TOTALE ?? DEFAULT_TERMS.importo}
            numeroRate={simulator?.SC_NUMERO_RATE ?? DEFAULT_TERMS.numeroRate}
            rata={simulator?.SC_IMPORTO_RATA ?? quote}
            isDefault={!offer.fromSimulator}
          />
        </GridItem>
      </Grid>
    </PageWrapper>
  );
}

export default LightFormPage;
