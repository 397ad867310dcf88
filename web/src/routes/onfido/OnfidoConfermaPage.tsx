// /onfido/conferma: the remote identity check was clear. The applicant sees the document data the
// provider read (its card-document-recap), corrects them and adds what the provider cannot read
// (the province of issue, sometimes the issue date), and confirms: the identity document's card of
// the documents step is then confirmed, and the snapshot's route names the next documents page.
// Whom the document is of (names, birth date, number), once read, is shown read-only: the server
// refuses it changed (DATO_LETTO_NON_MODIFICABILE).
import { Box, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useNavigation } from "react-router";

import type { DocumentFields, DocumentSlot, OnfidoState } from "../../api/types";
import { CardBox, CardDocumentRecap, CardError } from "../../components/cards/cards";
import { documentTypeName } from "../../components/cards/CardUpload";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingOver } from "../../components/loading/LoadingOver";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { DocumentFieldsForm } from "../documenti/DocumentFieldsForm";
import { confirmationErrors, EMPTY_FIELDS, fieldSpec, lockedFields } from "../documenti/documentFields";

const m = messages.onfido.conferma;
const RECAP_FIELDS = [
  "numeroDocumento",
  "cognome",
  "nome",
  "dataNascita",
  "dataScadenza",
  "dataRilascio",
  "comuneRilascio",
] as const satisfies readonly (keyof DocumentFields)[];

/**
 * The documents step's card that takes the document the provider read, as a card to confirm: its
 * type is the one read, its values what was read. Null when there is nothing to confirm.
 */
export function confirmationSlot(onfido: OnfidoState | null | undefined, slots: DocumentSlot[]): DocumentSlot | null {
  const code = onfido?.documento;
  if (!onfido || !code || !onfido.data) return null;
  const card = slots.find((slot) => slot.codes.includes(code));
  if (!card) return null;
  return { ...card, code, values: { ...EMPTY_FIELDS, ...onfido.data }, status: "da_confermare" };
}

/** The card-document-recap of what was read: the type first, then the fields (unread ones said so). */
export function readRecap(slot: DocumentSlot) {
  return [
    { label: messages.upload.fields.tipoDocumento, value: documentTypeName(slot.code) },
    ...RECAP_FIELDS.map((name) => ({
      label: fieldSpec(name).label,
      value: slot.values[name] || m.notRead,
    })),
  ];
}

export default function OnfidoConfermaPage() {
  const journey = JourneyContext.useActorRef();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const submitting = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const leaving = useNavigation().state !== "idle";

  const slot = confirmationSlot(snapshot?.onfido, snapshot?.documenti?.slots ?? []);
  const errors = confirmationErrors(fieldErrors);
  // "Controlla i campi" without a field to check says nothing: the fields' own errors say it.
  const shownFormError =
    formError === messages.catalogue.CONTROLLA_CAMPI && Object.keys(errors).length === 0 ? null : formError;

  function confirm(values: DocumentFields) {
    const event = { type: "SUBMIT_STEP", update: { endpoint: "onfido/confirmation", body: { values } } } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  return (
    <PageWrapper title={m.documentTitle}>
      <LoadingOver loading={submitting || leaving ? { variant: "progress", bar: "short" } : null}>
        <Box mb={{ base: "6", md: "8" }} maxW="48rem">
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {slot === null ? (
          <CardError title={m.missing} />
        ) : (
          <Grid
            templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
            gap={{ base: "5", md: "8" }}
            alignItems="start"
          >
            <CardBox as="section" kind="info" aria-labelledby="onfido-conferma-dati">
              <Heading as="h2" id="onfido-conferma-dati" fontSize="lg">
                {m.formTitle}
              </Heading>
              {/* The checks of the document as a whole (controlloDocumento): they stay on its card. */}
              {slot.errors && slot.errors.length > 0 && !submitting ? (
                <Box mt="5">
                  <CardError title={messages.upload.errorsTitle} headingLevel="h3">
                    <List.Root ps="5">
                      {slot.errors.map((error) => (
                        <List.Item key={error}>{error}</List.Item>
                      ))}
                    </List.Root>
                  </CardError>
                </Box>
              ) : null}
              <DocumentFieldsForm
                // A new reading (another check) starts the form again.
                key={JSON.stringify(slot.values)}
                slot={slot}
                serverErrors={errors}
                formError={shownFormError}
                onConfirm={confirm}
                confirmLabel={m.confirm}
                intro={m.formIntro}
                withSummary
                locked={lockedFields(slot.values)}
                lockedHint={m.lockedHint}
              />
            </CardBox>
            <Stack gap="5">
              {/* Beside the form on a wide screen; on a phone, under it, it only said the form again. */}
              <Box display={{ base: "none", md: "block" }}>
                <CardDocumentRecap title={m.recapTitle} items={readRecap(slot)} />
              </Box>
              <Box>
                <Text mb="3">{messages.draft.saveHint}</Text>
                <SaveDraft />
              </Box>
            </Stack>
          </Grid>
        )}
      </LoadingOver>
    </PageWrapper>
  );
}
