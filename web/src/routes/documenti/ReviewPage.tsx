// /documenti/review: a known customer whose identity document is on file confirms it, as the
// identity document card shows it; a field missing from the file is typed on the card.
import { Box, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";

import { documentsOf, type DocumentFields, type DocumentSlot } from "../../api/documentsTypes";
import { CardBox, CardError, RecapList } from "../../components/cards/cards";
import { CardUploadHeading, documentCopy } from "../../components/cards/CardUpload";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { DocumentFieldsForm } from "./DocumentFieldsForm";
import { checkFields, confirmationErrors, slotFields, slotRecap } from "./documentFields";

const m = messages.review;
const IDENTITY = new Set(["IDE", "PER", "PAS"]);

export default function ReviewPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const { busy, formError, submit, summaryRef } = useStepForm();
  const slot = documentsOf(snapshot)?.slots.find((candidate) => IDENTITY.has(candidate.category)) ?? null;
  const errors = confirmationErrors(fieldErrors);
  // A field the file lacks, or one the check refused: the card becomes a form to correct it.
  const [correcting, setCorrecting] = useState(false);
  const needsForm =
    slot !== null &&
    (correcting ||
      Object.keys(errors).length > 0 ||
      Object.keys(checkFields(slotFields(slot), slot.values)).length > 0);

  function confirm(target: DocumentSlot, values: DocumentFields) {
    setCorrecting(needsForm);
    submit(() => ({
      type: "SUBMIT_STEP",
      update: { endpoint: `documents/${encodeURIComponent(target.id)}/confirmation`, body: { values } },
    }));
  }

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="48rem">
        <PageTitle heading={m.heading} intro={m.intro} />
        {formError && Object.keys(errors).length === 0 && formError !== messages.catalogue.CONTROLLA_CAMPI ? (
          <Box ref={summaryRef} tabIndex={-1} outline="none">
            <CardError title={formError} />
          </Box>
        ) : null}
        {slot === null ? <CardError title={messages.documenti.unavailable} /> : null}
        {slot ? (
          <CardBox as="section" aria-labelledby="review-title" kind="recap">
            <Box mb="4">
              <CardUploadHeading id="review-title" title={documentCopy(slot).title} status={slot.status} />
            </Box>
            {slot.errors.length > 0 ? (
              <Box role="alert" mb="4" p="4" borderRadius="lg" bg="brand.redTint">
                <Text fontWeight="bold">{messages.upload.errorsTitle}</Text>
                {slot.errors.map((error) => (
                  <Text key={error} mt="1">
                    {error}
                  </Text>
                ))}
              </Box>
            ) : null}
            {needsForm ? (
              <DocumentFieldsForm
                slot={slot}
                serverErrors={errors}
                formError={null}
                onConfirm={(values) => confirm(slot, values)}
                confirmLabel={m.confirm}
              />
            ) : (
              <>
                <RecapList items={slotRecap(slot)} />
                <Box mt="6">
                  <BuyFormButton inactive={false} onClick={() => confirm(slot, slot.values)}>
                    {m.confirm}
                  </BuyFormButton>
                </Box>
              </>
            )}
          </CardBox>
        ) : null}
        <Box>
          <Text mb="3">{messages.draft.saveHint}</Text>
          <SaveDraft />
        </Box>
      </Stack>
    </PageWrapper>
  );
}
