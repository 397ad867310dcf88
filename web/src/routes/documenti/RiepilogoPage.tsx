// /documenti/riepilogo: a card-document-recap per document, and "Invia i documenti"; once sent,
// 'Documenti inviati con successo' and what comes next. A failed sending loses nothing.
import { Box, chakra, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

import type { DocumentSlot } from "../../api/types";
import { CardDocumentRecap, CardError } from "../../components/cards/cards";
import { documentCopy } from "../../components/cards/CardUpload";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { slotRecap } from "./documentFields";
import { NextStepPage } from "./NextStepPage";

const m = messages.riepilogo;
const SEND = { type: "SUBMIT_STEP", update: { endpoint: "documents", body: {} } } as const;

function Recaps({ slots, columns }: { slots: DocumentSlot[]; columns: { base: number; md: number } }) {
  return (
    <SimpleGrid columns={columns} gap="5" alignItems="start">
      {slots.map((slot) => (
        <CardDocumentRecap key={slot.id} title={documentCopy(slot).title} items={slotRecap(slot)} />
      ))}
    </SimpleGrid>
  );
}

export default function RiepilogoPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const { busy, formError, submit, summaryRef } = useStepForm();
  const documents = snapshot?.documenti ?? null;
  const slots = documents?.slots ?? [];
  const sent = documents?.sent === true;

  // Sent while on the page: the new heading is read out first, as after a navigation.
  const wasSent = useRef(sent);
  useEffect(() => {
    if (sent && !wasSent.current) requestAnimationFrame(() => document.querySelector<HTMLElement>("main h1")?.focus());
    wasSent.current = sent;
  }, [sent]);

  if (sent) {
    return (
      <NextStepPage
        copy={{
          documentTitle: m.documentTitle,
          heading: messages.catalogue.DOCUMENTI_INVIATI,
          intro: m.sentIntro,
          nextTitle: m.nextTitle,
          next: m.next,
        }}
        aside={<Recaps slots={slots} columns={{ base: 1, md: 1 }} />}
        keepAtHand={false}
      />
    );
  }

  const failed = documents?.sendFailed === true || formError !== null;
  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "full" } : null}>
      <Stack gap="6">
        <Box maxW="48rem">
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {failed ? (
          <Box ref={summaryRef} tabIndex={-1} outline="none" maxW="48rem">
            <CardError
              title={messages.catalogue.ERRORE_INVIO_DOCUMENTI}
              onRetry={() => submit(() => SEND)}
              retryLabel={m.retry}
            >
              {formError && formError !== messages.catalogue.CONTROLLA_CAMPI ? <Text>{formError}</Text> : null}
              <Text mt="1">{m.nothingLost}</Text>
            </CardError>
          </Box>
        ) : null}
        {documents === null ? <CardError title={messages.documenti.unavailable} /> : null}
        <Recaps slots={slots} columns={{ base: 1, md: 2 }} />
        {!failed ? (
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
        ) : null}
        <Box>
          <Text mb="3">{messages.draft.saveHint}</Text>
          <SaveDraft />
        </Box>
      </Stack>
    </PageWrapper>
  );
}
