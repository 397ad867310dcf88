// /simulatore: the public simulator. Amount, duration and purpose give the engine's instalment,
// TAN, TAEG and representative example; "Richiedi il prestito" carries them to the light form.
import { Box, Button, Grid, Heading, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { NativeSelectRoot } from "../../components/ui/native-select";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";

import type { Offerta } from "../../api/types";
import { CardError, CardInfo, CardLink, CardTitled } from "../../components/cards/cards";
import { euro, Figure } from "../../components/offer/OfferFigures";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { controlAria, Field } from "../../components/ui/field";
import { panel } from "../../components/layout/styles";
import { formatEuroInput, formatPercent, parseEuroToCents } from "../../lib/format";
import { simulatorFromQuote, useQuote } from "../../lib/quote";
import { paths } from "../../lib/routes";
import {
  campaignFromQuery,
  DEFAULT_TERMS,
  DURATIONS,
  MAX_CENTS,
  MIN_CENTS,
  simulatorToQuery,
} from "../../lib/simulator";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.simulatore;
const QUOTE_DELAY_MS = 400;

// Only measured while hidden: figures as long as the engine's usual ones.
type Figures = Pick<Offerta, "importoRata" | "tan" | "taeg" | "importoTotaleDovuto">;
const PLACEHOLDER: Figures = { importoRata: 20_661, tan: "8.80", taeg: "10.21", importoTotaleDovuto: 1_263_189 };

/**
 * The instalment, TAN, TAEG and total owed; dashes while the terms are not ones to price. A
 * placeholder is only there to be measured: nothing reads it as the engine's figures.
 */
function QuoteFigures({ offerta, placeholder = false }: { offerta: Figures | null; placeholder?: boolean }) {
  const testId = (name: string) => (placeholder ? undefined : `quote-${name}`);
  return (
    <>
      <Figure label={m.rata} size="xl" color="brand.red" data-testid={testId("rata")}>
        {euro(offerta?.importoRata)}
      </Figure>
      <SimpleGrid columns={2} gap="4" mt="4">
        <Figure label={m.tan} data-testid={testId("tan")}>
          {offerta ? formatPercent(offerta.tan) : "–"}
        </Figure>
        <Figure label={m.taeg} data-testid={testId("taeg")}>
          {offerta ? formatPercent(offerta.taeg) : "–"}
        </Figure>
      </SimpleGrid>
      <Text mt="4" fontSize="sm">
        {m.totaleDovuto}: <strong>{euro(offerta?.importoTotaleDovuto)}</strong>
      </Text>
    </>
  );
}

export function SimulatorePage() {
  const journey = JourneyContext.useActorRef();
  const [params] = useSearchParams();
  const [importoText, setImportoText] = useState(formatEuroInput(DEFAULT_TERMS.importo));
  const [numeroRate, setNumeroRate] = useState(DEFAULT_TERMS.numeroRate);
  const [finalita, setFinalita] = useState(DEFAULT_TERMS.finalita);
  const importo = parseEuroToCents(importoText);
  const importoError = importo === null || importo < MIN_CENTS || importo > MAX_CENTS ? m.importoError : undefined;
  // The engine's figures once the person stops typing: the same quote the light form asks.
  const terms = importo !== null && !importoError ? { importo, numeroRate, finalita } : null;
  const quote = useQuote(terms, QUOTE_DELAY_MS);
  const bozzaNonTrovata = params.get("bozza") === "non-trovata";
  const codeNotFound = params.get("simulazione") === "non-trovata";
  // Sent here when the token of the link the person came with was expired, forged or used.
  const tokenRefused = params.get("arrivo") === "non-valido";
  const campaign = useMemo(() => campaignFromQuery(params), [params]);

  function start() {
    if (quote.status !== "ready" || !quote.quote.offerta || terms === null) return;
    const simulator = simulatorFromQuote(terms, quote.quote.offerta, campaign);
    // A new request from the simulator: whatever this browser held before is let go.
    journey.send({ type: "RESTART", route: `${paths.home}?${simulatorToQuery(simulator)}` });
  }

  const offerta = quote.status === "ready" ? quote.quote.offerta : null;

  return (
    <PageWrapper title={m.documentTitle}>
      <Box mb={{ base: "6", md: "8" }} maxW="44rem">
        <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1">
          {m.heading}
        </Heading>
        <Text mt="3" fontSize={{ base: "md", md: "lg" }}>
          {m.intro}
        </Text>
      </Box>
      {bozzaNonTrovata || codeNotFound || tokenRefused ? (
        <Box mb="6" maxW="44rem">
          <CardError
            title={bozzaNonTrovata ? m.bozzaNonTrovataTitle : tokenRefused ? m.tokenRefused : m.codeNotFound}
            headingLevel="h2"
          >
            {bozzaNonTrovata ? m.bozzaNonTrovata : null}
          </CardError>
        </Box>
      ) : null}
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" }}
        gap={{ base: "6", md: "8" }}
        alignItems="start"
      >
        <Stack as="form" gap="5" p={{ base: "5", md: "8" }} {...panel} onSubmit={(e) => e.preventDefault()}>
          <Field id="field-importo" label={m.importo} helperText={m.importoHint} errorText={importoError}>
            <Input
              name="importo"
              value={importoText}
              onChange={(event) => setImportoText(event.target.value.replace(/[^\d.,]/g, ""))}
              onBlur={() => {
                if (importo !== null) setImportoText(formatEuroInput(importo));
              }}
              inputMode="decimal"
              size="lg"
              bg="white"
              fontSize="xl"
              fontWeight="bold"
              borderColor={importoError ? "brand.red" : "gray.400"}
              {...controlAria("field-importo", { hasHint: true, error: importoError })}
            />
          </Field>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field id="field-numeroRate" label={m.durata}>
              <NativeSelectRoot size="lg">
                <NativeSelect.Field
                  id="field-numeroRate"
                  name="numeroRate"
                  value={String(numeroRate)}
                  onChange={(e) => setNumeroRate(Number(e.target.value))}
                  bg="white"
                  borderColor="gray.400"
                >
                  {DURATIONS.map((n) => (
                    <option key={n} value={n}>
                      {m.durataValue(n)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelectRoot>
            </Field>
            <Field id="field-finalita" label={m.finalita}>
              <NativeSelectRoot size="lg">
                <NativeSelect.Field
                  id="field-finalita"
                  name="finalita"
                  value={finalita}
                  onChange={(e) => setFinalita(e.target.value)}
                  bg="white"
                  borderColor="gray.400"
                >
                  {m.finalitaOptions.map((option) => (
                    <option key={option.codice} value={option.codice}>
                      {option.descrizione}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelectRoot>
            </Field>
          </SimpleGrid>
        </Stack>

        <Stack gap="5">
          <CardTitled id="quote-title" title={m.resultTitle}>
            <Box px={{ base: "5", md: "6" }} py="5" aria-live="polite" aria-busy={quote.status === "loading"}>
              {quote.status === "error" || (quote.status === "ready" && !offerta) ? (
                <Text color="brand.red" fontWeight="semibold">
                  {quote.status === "ready" && quote.quote.errori?.length ? quote.quote.errori.join(" ") : m.quoteError}
                </Text>
              ) : (
                // The figures keep their place while they are asked for (the first answer, and
                // each one after the person changes the terms): the button under them stays put.
                <Box position="relative">
                  <Box visibility={quote.status === "loading" ? "hidden" : undefined}>
                    {quote.status === "loading" ? (
                      <QuoteFigures offerta={PLACEHOLDER} placeholder />
                    ) : (
                      <QuoteFigures offerta={offerta ?? null} />
                    )}
                  </Box>
                  {quote.status === "loading" ? (
                    <Stack position="absolute" inset="0" direction="row" gap="3" alignItems="center">
                      <Spinner color="brand.red" />
                      <Text>{m.calculating}</Text>
                    </Stack>
                  ) : null}
                </Box>
              )}
              <Button mt="6" variant="solid" size="xl" w="full" whiteSpace="normal" disabled={!offerta} onClick={start}>
                {m.start}
              </Button>
            </Box>
          </CardTitled>
          {/* Above the example, which comes with the first answer: it does not move under a tap. */}
          <CardLink to={paths.resume}>{m.resumeLink}</CardLink>
          {quote.status === "ready" && quote.quote.esempioRappresentativo ? (
            <CardInfo title={m.exampleTitle}>
              <Text fontSize="sm" data-testid="quote-example">
                {quote.quote.esempioRappresentativo}
              </Text>
            </CardInfo>
          ) : null}
        </Stack>
      </Grid>
    </PageWrapper>
  );
}

export default SimulatorePage;
