// /documenti/riepilogo (issue 16): everything the request will contain — the loan, the personal
// data, the documents — each with the way to change it, and "Invia la richiesta" (documents, then
// practice check, add and finalize). A refusal by the back office (400) comes back here with
// status KO and its errors by field; success goes on to /firma/carica with the request number.
import { Box, Button, chakra, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

import type { Lookups } from "../../api/clientTypes";
import type { Snapshot } from "../../api/types";
import { api } from "../../api/client";
import { CardDocumentRecap, CardError, CardInfo, type RecapItem } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { OfferCosts, OfferHeadline } from "../../components/offer/OfferFigures";
import { formatEuroCents, formatIban } from "../../lib/format";
import { paths } from "../../lib/routes";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { baseDataRecap } from "../informazioniPersonali/baseDataRecap";
import { SlotCard } from "./SlotCard";
import { useApplicationUploads, useCamera } from "./useApplicationUploads";

const m = messages.riepilogo;
const SEND = { type: "SUBMIT_STEP", update: { endpoint: "request", body: {} } } as const;
const CHANGE_PERSONAL = { type: "SUBMIT_STEP", update: { endpoint: "personal-info-change", body: {} } } as const;
const PRATICA_PREFIX = "pratica.";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);

/** The back office's refusal, by field: the last answer's, else the one the snapshot keeps. */
export function practiceErrors(snapshot: Snapshot | null, fieldErrors: Record<string, string>) {
  const fromAnswer = Object.entries(fieldErrors).filter(
    ([path]) => path === "pratica" || path.startsWith(PRATICA_PREFIX),
  );
  const entries = fromAnswer.length > 0 ? fromAnswer : Object.entries(snapshot?.firma?.erroriPratica ?? {});
  return entries.map(([path, message]) => {
    const campo = path.startsWith(PRATICA_PREFIX) ? path.slice(PRATICA_PREFIX.length) : "";
    return { path, label: m.campi[campo] ?? m.otherField, message };
  });
}

/** Residence, employer, income and IBAN: what the personal data page added to the base data. */
function personalRecap(snapshot: Snapshot): RecapItem[] {
  const info = snapshot.informazioniPersonali;
  if (!info) return [];
  const home = info.residenza.attuale;
  const employer = info.datoreLavoro;
  const income = info.informazioniProfessionali.redditoInCentesimi;
  const items: (RecapItem | null)[] = [
    {
      label: m.residenza,
      value: `${home.indirizzo} ${home.numeroCivico}, ${home.cap ? `${home.cap} ` : ""}${home.comune} (${home.provincia})`,
      wide: true,
    },
    employer.nome ? { label: m.datoreLavoro, value: employer.nome, wide: true } : null,
    typeof income === "number" ? { label: m.reddito, value: formatEuroCents(income) } : null,
    info.coordinateBancarie.iban
      ? { label: m.iban, value: formatIban(info.coordinateBancarie.iban), wide: true }
      : null,
  ];
  return items.filter((item): item is RecapItem => item !== null);
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} fontSize={{ base: "xl", md: "2xl" }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A link to where a part is changed, with what changing it means. */
function ChangeLink({ to, children, hint }: { to: string; children: string; hint: string }) {
  return (
    <Box>
      <chakra.a asChild color="brand.red" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={to}>{children}</RouterLink>
      </chakra.a>
      <Text fontSize="sm" color="inkMuted" mt="1">
        {hint}
      </Text>
    </Box>
  );
}

function Refusal({ errors }: { errors: { path: string; label: string; message: string }[] }) {
  return (
    <CardError title={messages.catalogue.ERRORE_INVIO_PRATICA}>
      <Text fontWeight="bold" color="ink" data-testid="esito-pratica">
        {m.refusedStatus}
      </Text>
      <Text mt="1">{m.refusedIntro}</Text>
      <List.Root mt="2" ps="5" gap="1">
        {errors.map((error) => (
          <List.Item key={error.path} color="ink">
            <strong>{error.label}</strong>: {error.message}
          </List.Item>
        ))}
      </List.Root>
      <Text mt="3">{m.refusedHint}</Text>
    </CardError>
  );
}

export default function RiepilogoPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const { busy, formError, submit, summaryRef } = useStepForm();
  const lookups = useRemote(readLookups);
  const ready: Lookups | null = lookups.status === "ready" ? lookups.data : null;
  const { uploads } = useApplicationUploads();
  const camera = useCamera();

  const documents = snapshot?.documenti ?? null;
  const slots = documents?.slots ?? [];
  const refused = practiceErrors(snapshot, fieldErrors);
  // A failure that is not the back office's refusal: documents not sent, or the service down.
  const failed =
    refused.length === 0 &&
    (documents?.sendFailed === true || (formError !== null && formError !== messages.catalogue.CONTROLLA_CAMPI));
  const offerta = snapshot?.offerta ?? null;
  const personal = snapshot ? personalRecap(snapshot) : [];

  const loading = uploads.reading
    ? ({ variant: "recap" } as const)
    : busy
      ? ({ variant: "progress", bar: "full" } as const)
      : null;

  return (
    <PageWrapper title={m.documentTitle} loading={loading}>
      <Stack gap="8">
        <Box maxW="48rem">
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {refused.length > 0 || failed ? (
          <Box ref={summaryRef} tabIndex={-1} outline="none" maxW="48rem">
            {refused.length > 0 ? (
              <Refusal errors={refused} />
            ) : (
              <CardError
                title={
                  documents?.sendFailed
                    ? messages.catalogue.ERRORE_INVIO_DOCUMENTI
                    : messages.catalogue.ERRORE_INVIO_PRATICA
                }
                onRetry={() => submit(() => SEND)}
                retryLabel={m.retry}
              >
                {formError && formError !== messages.catalogue.CONTROLLA_CAMPI ? <Text>{formError}</Text> : null}
                <Text mt="1">{m.nothingLost}</Text>
              </CardError>
            )}
          </Box>
        ) : null}

        <Part id="riepilogo-prestito" title={m.loanTitle}>
          {offerta ? (
            <CardInfo>
              <OfferHeadline offerta={offerta} />
              <Box mt="4">
                <OfferCosts offerta={offerta} />
              </Box>
            </CardInfo>
          ) : null}
          <ChangeLink to={paths.simulatore} hint={m.changeLoanHint}>
            {m.changeLoan}
          </ChangeLink>
        </Part>

        <Part id="riepilogo-dati" title={m.personalTitle}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
            {snapshot ? (
              <CardDocumentRecap
                title={messages.informazioniPersonali.recapTitle}
                items={baseDataRecap(snapshot, ready)}
                headingLevel="h3"
              />
            ) : null}
            {personal.length > 0 ? (
              <CardDocumentRecap title={messages.personalInfo.heading} items={personal} headingLevel="h3" />
            ) : null}
          </SimpleGrid>
          <Box>
            <Button variant="outline" size="lg" onClick={() => submit(() => CHANGE_PERSONAL)}>
              {m.changePersonal}
            </Button>
          </Box>
        </Part>

        <Part id="riepilogo-documenti" title={m.documentsTitle}>
          {documents === null ? <CardError title={messages.documenti.unavailable} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
            {slots.map((slot) => (
              <SlotCard
                key={`${slot.id}:${slot.code}:${slot.status}`}
                slot={slot}
                uploads={uploads.states}
                onFile={(side, code, file) => uploads.start({ slotId: slot.id, side, code, file })}
                camera={camera}
                answer={null}
                onConfirm={(values) =>
                  submit(() => ({
                    type: "SUBMIT_STEP",
                    update: { endpoint: `documents/${encodeURIComponent(slot.id)}/confirmation`, body: { values } },
                  }))
                }
              />
            ))}
          </SimpleGrid>
        </Part>

        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(() => SEND);
          }}
        >
          <BuyFormButton type="submit" inactive={documents === null}>
            {m.send}
          </BuyFormButton>
        </chakra.form>
        <Box>
          <Text mb="3">{messages.draft.saveHint}</Text>
          <SaveDraft />
        </Box>
      </Stack>
    </PageWrapper>
  );
}
