// /spid/documenti: the identity SPID released, read-only, and what it does not carry (the province
// of issue) to type; "Conferma" runs SPID's document through controlloDocumento like a typed one
// (docs/spid-step.md). Its refusals show on their fields, with a summary first: a value SPID
// released stays read-only with its error, since the server refuses it changed. What cannot be
// confirmed then (an expired card) has its way on: the documents instead ("spid/decline").
import { Box, Button, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link as RouterLink, useNavigation } from "react-router";

import type { DocumentFields } from "../../api/types";
import { CardBox, CardDocumentRecap, CardError } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { ErrorSummary, type SummaryError } from "../../components/form/ErrorSummary";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingOver } from "../../components/loading/LoadingOver";
import { fieldId } from "../../components/ui/field";
import { LockIcon } from "../../components/ui/LockIcon";
import { paths } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { DocumentFieldsForm, pathOf } from "../documenti/DocumentFieldsForm";
import { confirmationErrors, fieldSpec, type FieldName } from "../documenti/documentFields";
import {
  documentRecap,
  fieldsToAsk,
  formSlot,
  identityCardOf,
  personRecap,
  RECAP_ORDER,
  type RecapContext,
  spidIdentityOf,
  typedValues,
} from "./spidIdentity";

const m = messages.spid.documenti;
// The key of a refusal about the document as a whole (controlloDocumento), as the workflow names it.
const FORM = "form";

export default function SpidDocumentiPage() {
  const journey = JourneyContext.useActorRef();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const submitting = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const leaving = useNavigation().state !== "idle";
  const summaryRef = useRef<HTMLDivElement>(null);
  // Which Update the page sent last, whose answer it shows: the confirmation (its errors on the
  // values and in the summary), or the documents instead (its failure beside its own button).
  const [sent, setSent] = useState(false);
  const [declined, setDeclined] = useState(false);

  const identity = useMemo(() => spidIdentityOf(snapshot), [snapshot]);
  const card = identityCardOf(snapshot);
  const refused = useMemo(() => (sent ? confirmationErrors(fieldErrors) : {}), [sent, fieldErrors]);
  const fields = useMemo(() => (card && identity ? fieldsToAsk(card, identity) : []), [card, identity]);
  const slot = useMemo(() => (card && identity ? formSlot(card, identity, fields) : null), [card, identity, fields]);

  const recap = useMemo<RecapContext | null>(
    () => (slot ? { asked: fields, refused, idOf: (name) => fieldId(pathOf(slot, name)) } : null),
    [slot, fields, refused],
  );

  const whole = sent ? (fieldErrors[FORM] ?? null) : null;
  // In the page's order: the read-only values refused (what SPID released), then the form's.
  const refusedReleased = RECAP_ORDER.filter((name) => refused[name] && !fields.includes(name));
  const inError: FieldName[] = [...refusedReleased, ...fields.filter((name) => refused[name])];
  const summaryErrors: SummaryError[] = recap
    ? inError.map((name) => ({ fieldId: recap.idOf(name), label: fieldSpec(name).label, message: refused[name]! }))
    : [];
  // Neither a field nor the document named: a submission that failed as a whole (service down).
  const failure = sent && !whole && summaryErrors.length === 0 ? formError : null;
  const summaryShown = whole !== null || summaryErrors.length > 0;
  // Refused on what SPID released, or as a document (expired): what SPID released cannot be
  // changed, so the way on comes right after the summary instead of at the page's foot.
  const stuck: Stuck = refusedReleased.length > 0 ? "released" : whole !== null ? "document" : "no";
  const declineFailure = declined && !submitting ? formError : null;

  // An answer with errors: its summary is read first (the form puts the focus there too).
  useEffect(() => {
    if (whole !== null || Object.keys(refused).length > 0) summaryRef.current?.focus();
  }, [whole, refused]);

  function confirm(values: DocumentFields) {
    const event = {
      type: "SUBMIT_STEP",
      update: { endpoint: "spid/confirmation", body: { values: typedValues(values, fields) } },
    } as const;
    if (!journey.getSnapshot().can(event)) return;
    setSent(true);
    setDeclined(false);
    journey.send(event);
  }

  function decline() {
    const event = { type: "SUBMIT_STEP", update: { endpoint: "spid/decline", body: {} } } as const;
    if (!journey.getSnapshot().can(event)) return;
    setSent(false);
    setDeclined(true);
    journey.send(event);
  }

  const declineCard = <DeclineSpid stuck={stuck} failure={declineFailure} onDecline={decline} />;

  const loading = submitting || leaving ? ({ variant: "progress", bar: "short" } as const) : null;

  return (
    <PageWrapper title={m.documentTitle}>
      <LoadingOver loading={loading}>
        <Box mb={{ base: "6", md: "8" }} maxW="48rem">
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {identity === null || card === null || slot === null || recap === null ? (
          <Stack gap="5" maxW="44rem">
            <CardError title={m.noIdentity} />
            <Box>
              <Button asChild variant="outline" size="lg">
                <RouterLink to={paths.documenti}>{messages.spid.back}</RouterLink>
              </Button>
            </Box>
          </Stack>
        ) : (
          <Grid
            templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
            gap={{ base: "5", md: "8" }}
            alignItems="start"
          >
            <Stack gap="5" minW="0">
              {summaryShown ? (
                <ErrorSummary
                  ref={summaryRef}
                  title={m.errorsTitle}
                  description={whole ?? undefined}
                  errors={summaryErrors}
                />
              ) : null}
              {stuck === "no" ? null : declineCard}
              <CardDocumentRecap title={m.personCard} description={fromSpid} items={personRecap(identity, recap)} />
              <CardDocumentRecap
                title={m.documentCard}
                description={fromSpid}
                items={documentRecap(identity, slot.code, recap)}
              />
              <CardBox as="section" aria-labelledby="spid-missing-title" kind="recap">
                <Heading as="h2" id="spid-missing-title" fontSize="lg">
                  {m.missingTitle}
                </Heading>
                <DocumentFieldsForm
                  // Not keyed by its fields: a refused one joins those asked, and what was typed
                  // stays (the form holds every value, SPID's included, from the start).
                  slot={slot}
                  serverErrors={refused}
                  formError={failure}
                  onConfirm={confirm}
                  confirmLabel={m.confirm}
                  intro={m.missingIntro}
                  showType={false}
                  errorFocus={summaryRef}
                />
              </CardBox>
              {stuck === "no" ? declineCard : null}
            </Stack>
            <Box minW="0">
              <Text mb="3">{messages.draft.saveHint}</Text>
              <SaveDraft />
            </Box>
          </Grid>
        )}
      </LoadingOver>
    </PageWrapper>
  );
}

/**
 * Why the way on is shown where it is: always offered at the page's foot; after a refusal of the
 * document as a whole (controlloDocumento: expired, say) first after the summary, as what SPID
 * released may be its cause; after a refusal of a value SPID released, as the one way on.
 */
type Stuck = "no" | "document" | "released";

/**
 * The way on when SPID's data cannot be confirmed (not right, or an expired document): SPID is put
 * aside for good and the server routes to the documents, or to the remote check where offered.
 */
function DeclineSpid({ stuck, failure, onDecline }: { stuck: Stuck; failure: string | null; onDecline: () => void }) {
  const released = stuck === "released";
  const content = (
    <>
      <Heading as="h2" id="spid-decline-title" fontSize={stuck === "no" ? "md" : "lg"} lineHeight="1.3">
        {released ? m.declineStuckTitle : m.declineTitle}
      </Heading>
      <Text mt="2">{released ? m.declineStuckText : stuck === "document" ? m.declineDocumentText : m.declineText}</Text>
      {failure ? (
        <Box mt="4">
          <CardError title={failure} headingLevel="h3" />
        </Box>
      ) : null}
      <Button
        mt="4"
        variant={released ? "solid" : "outline"}
        // At 320 px the label takes the card's width, and may wrap rather than run off its side.
        size={{ base: "md", sm: "lg" }}
        w={{ base: "full", sm: "auto" }}
        whiteSpace="normal"
        h="auto"
        minH={{ base: "10", sm: "12" }}
        py="2"
        onClick={onDecline}
      >
        {m.decline}
      </Button>
    </>
  );
  return stuck === "no" ? (
    <Box as="section" aria-labelledby="spid-decline-title" pt="2">
      {content}
    </Box>
  ) : (
    <CardBox as="section" aria-labelledby="spid-decline-title">
      {content}
    </CardBox>
  );
}

/** Over SPID's values: where they come from, and that they are not the applicant's to change. */
const fromSpid = (
  <Flex as="span" gap="1.5" alignItems="flex-start">
    <LockIcon boxSize="4" mt="0.5" flexShrink={0} />
    {m.fromSpid}
  </Flex>
);
