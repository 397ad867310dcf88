// /documenti/review: a known customer whose identity document is on file confirms it, as the
// identity document card shows it; a field missing from the file is typed on the card. A document
// that changed or expired is replaced by uploading a new one, which makes it an ordinary card of
// /documenti (the server moves the applicant there).
import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";

import type { DocumentCode, DocumentFields, DocumentSlot } from "../../api/types";
import { CardBox, CardError, RecapList } from "../../components/cards/cards";
import { CardUpload, CardUploadHeading, documentCopy } from "../../components/cards/CardUpload";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingOver } from "../../components/loading/LoadingOver";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { DocumentFieldsForm } from "./DocumentFieldsForm";
import { checkFields, confirmationErrors, slotFields, slotRecap } from "./documentFields";
import { useApplicationUploads, useCamera } from "./useApplicationUploads";

const m = messages.review;
const IDENTITY = new Set(["IDE", "PER", "PAS"]);

/**
 * The sides a new document of this type is asked for, before the server lists them: a passport
 * gives its data page, the cards their front and back (journey/rules/required_documents.py).
 */
const newSides = (code: DocumentCode): DocumentSlot["sides"] =>
  (code === "PAS" ? (["fronte"] as const) : (["fronte", "retro"] as const)).map((side) => ({ side, uploaded: false }));

export default function ReviewPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const fieldErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const { busy, formError, submit, summaryRef } = useStepForm();
  const { uploads } = useApplicationUploads();
  const camera = useCamera();
  const slot = (snapshot?.documenti?.slots ?? []).find((candidate) => IDENTITY.has(candidate.category)) ?? null;
  const errors = confirmationErrors(fieldErrors);
  // A field the file lacks, or one the check refused: the card becomes a form to correct it.
  const [correcting, setCorrecting] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [code, setCode] = useState<DocumentCode | null>(null);
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

  const loading = uploads.reading
    ? ({ variant: "recap" } as const)
    : busy
      ? ({ variant: "progress", bar: "short" } as const)
      : null;

  return (
    <PageWrapper title={m.documentTitle}>
      <LoadingOver loading={loading}>
        <Stack gap="6" maxW="48rem">
          <PageTitle heading={m.heading} intro={m.intro} />
          {formError && Object.keys(errors).length === 0 && formError !== messages.catalogue.CONTROLLA_CAMPI ? (
            <Box ref={summaryRef} tabIndex={-1} outline="none">
              <CardError title={formError} />
            </Box>
          ) : null}
          {slot === null ? <CardError title={messages.documenti.unavailable} /> : null}
          {slot && !replacing ? (
            <CardBox as="section" aria-labelledby="review-title" kind="recap">
              <Box mb="4">
                <CardUploadHeading id="review-title" title={documentCopy(slot).title} status={slot.status} />
              </Box>
              {(slot.errors ?? []).length > 0 ? (
                <Box role="alert" mb="4" p="4" borderRadius="lg" bg="brand.redTint">
                  <Text fontWeight="bold">{messages.upload.errorsTitle}</Text>
                  {(slot.errors ?? []).map((error) => (
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
              <Flex
                mt="6"
                pt="5"
                borderTopWidth="1px"
                borderColor="gray.200"
                gap="3"
                alignItems="center"
                flexWrap="wrap"
              >
                <Text>{m.replaceLead}</Text>
                <Button variant="outline" size="md" whiteSpace="normal" onClick={() => setReplacing(true)}>
                  {m.replace}
                </Button>
              </Flex>
            </CardBox>
          ) : null}
          {slot && replacing ? (
            <CardUpload
              slot={{ ...slot, sides: newSides(code ?? slot.code), status: "da_caricare" }}
              code={code ?? slot.code}
              onCode={setCode}
              uploads={uploads.states}
              onFile={(side, file) => uploads.start({ slotId: slot.id, side, code: code ?? slot.code, file })}
              camera={camera}
            >
              <Button variant="ghost" size="lg" mt="5" onClick={() => setReplacing(false)}>
                {m.cancelReplace}
              </Button>
            </CardUpload>
          ) : null}
          <Box>
            <Text mb="3">{messages.draft.saveHint}</Text>
            <SaveDraft />
          </Box>
        </Stack>
      </LoadingOver>
    </PageWrapper>
  );
}
