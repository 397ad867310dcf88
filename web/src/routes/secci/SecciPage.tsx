// Step 3 at /secci: the SECCI produced for the chosen offer, shown, downloadable, and confirmed.
import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useState } from "react";

import { api } from "../../api/client";
import type { FieldErrors, Session } from "../../api/clientTypes";
import { CardError, CardInfo } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { PdfDocument } from "../../components/pdf/PdfDocument";
import { OfferCosts, OfferHeadline } from "../../components/offer/OfferFigures";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldId } from "../../components/ui/field";
import { panel } from "../../components/layout/styles";
import { formatDate } from "../../lib/format";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.secci;
const CONFIRMED = "secci.letto";
const NOTHING_TO_FIX: FieldErrors = {};
const MUST_CONFIRM: FieldErrors = { [CONFIRMED]: messages.catalogue.SECCI_DA_CONFERMARE };

/** The PDF as an object URL (the token cannot travel in a plain link), revoked when left. */
function useSecciUrl(session: Session | null) {
  const load = useCallback(
    (signal: AbortSignal) => (session ? api.readSecciPdf(session, signal) : Promise.reject(new Error("no session"))),
    [session],
  );
  const pdf = useRemote(load);
  const blob = pdf.status === "ready" ? pdf.data : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return { pdf, url };
}

export function SecciPage() {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const { pdf, url } = useSecciUrl(session);
  const [read, setRead] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const check: FieldErrors = read ? NOTHING_TO_FIX : MUST_CONFIRM;
  const { busy, complete, errors, formError, submit, summaryRef } = useStepForm({ check });

  const offerta = snapshot?.offerta;
  const producedOn = snapshot?.secci?.date ? formatDate(snapshot.secci.date) : null;

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="56rem">
        <Box>
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {formError ? (
          <Box ref={summaryRef} tabIndex={-1} outline="none">
            <CardError title={formError} />
          </Box>
        ) : null}
        {offerta ? (
          <CardInfo title={m.summaryTitle}>
            <OfferHeadline offerta={offerta} />
            <Box mt="4">
              <OfferCosts offerta={offerta} />
            </Box>
            {producedOn || snapshot.secci?.numPratica ? (
              <Text mt="4" fontSize="sm" color="inkMuted">
                {producedOn ? m.produced(producedOn) : null}
                {snapshot.secci?.numPratica ? ` · ${m.numPratica} ${snapshot.secci.numPratica}` : null}
              </Text>
            ) : null}
          </CardInfo>
        ) : null}

        <Box p={{ base: "5", md: "6" }} {...panel}>
          <PdfDocument
            pdf={pdf}
            url={url}
            fileName="SECCI.pdf"
            labels={m}
            downloadTestId="secci-download"
            onDownload={() => setDownloaded(true)}
          >
            {downloaded ? (
              <Text role="status" fontSize="sm" fontWeight="semibold">
                {m.downloaded}
              </Text>
            ) : null}
          </PdfDocument>
        </Box>

        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(() => ({
              type: "SUBMIT_STEP",
              update: { endpoint: "secci", body: { confirmation: { letto: true } } },
            }));
          }}
        >
          <Stack gap="5" p={{ base: "5", md: "6" }} {...panel}>
            <Checkbox
              id={fieldId(CONFIRMED)}
              name="letto"
              checked={read}
              onChange={setRead}
              errorText={errors[CONFIRMED]}
            >
              {m.confirm}
            </Checkbox>
            <Box>
              <BuyFormButton type="submit" inactive={!complete}>
                {m.submit}
              </BuyFormButton>
            </Box>
          </Stack>
        </chakra.form>
        <SaveDraft />
      </Stack>
    </PageWrapper>
  );
}

export default SecciPage;
