// /spid/documenti: the identity SPID released, read-only, and what it does not carry (the province
// of issue) to type; "Conferma" runs SPID's document through controlloDocumento like a typed one
// (docs/spid-step.md). Its refusals show on their fields, with a summary first: one of whom SPID
// vouched for stays read-only with its error, since the server refuses it retyped.
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
import { LockIcon } from "../../components/ui/icons";
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
  // The fields asked for stay those of the last answer until the next one.
  const [sent, setSent] = useState(false);

  const identity = useMemo(() => spidIdentityOf(snapshot), [snapshot]);
  const card = identityCardOf(snapshot);
  const refused = useMemo(() => (sent ? confirmationErrors(fieldErrors) : {}), [sent, fieldErrors]);
  const fields = useMemo(
    () => (card && identity ? fieldsToAsk(card, identity, refused) : []),
    [card, identity, refused],
  );
  const slot = useMemo(() => (card && identity ? formSlot(card, identity, fields) : null), [card, identity, fields]);

  const recap = useMemo<RecapContext | null>(
    () => (slot ? { asked: fields, refused, idOf: (name) => fieldId(pathOf(slot, name)) } : null),
    [slot, fields, refused],
  );

  const whole = sent ? (fieldErrors[FORM] ?? null) : null;
  // In the page's order: the read-only values refused (whom SPID vouched for), then the form's.
  const inError: FieldName[] = [
    ...RECAP_ORDER.filter((name) => refused[name] && !fields.includes(name)),
    ...fields.filter((name) => refused[name]),
  ];
  const summaryErrors: SummaryError[] = recap
    ? inError.map((name) => ({ fieldId: recap.idOf(name), label: fieldSpec(name).label, message: refused[name]! }))
    : [];
  // Neither a field nor the document named: a submission that failed as a whole (service down).
  const failure = sent && !whole && summaryErrors.length === 0 ? formError : null;
  const summaryShown = whole !== null || summaryErrors.length > 0;

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
    journey.send(event);
  }

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

/** Over SPID's values: where they come from, and that they are not the applicant's to change. */
const fromSpid = (
  <Flex as="span" gap="1.5" alignItems="flex-start">
    <LockIcon boxSize="4" mt="0.5" flexShrink={0} />
    {m.fromSpid}
  </Flex>
);
