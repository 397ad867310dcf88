// Step 3 at /secci: the SECCI produced for the chosen offer, shown, downloadable, and confirmed.
import { Box, Button, chakra, Flex, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router";

import { api } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import { CardError, CardInfo } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { OfferCosts, OfferHeadline } from "../../components/offer/OfferFigures";
import { Checkbox } from "../../components/ui/checkbox";
import { formatDate } from "../../lib/format";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.secci;

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
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const submitting = JourneyContext.useSelector((s) => s.matches({ secci: "submitting" }));
  const leaving = useNavigation().state !== "idle";
  const { pdf, url } = useSecciUrl(session);
  const [read, setRead] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const checkboxError = attempted && !read ? messages.catalogue.SECCI_DA_CONFERMARE : undefined;
  const errorRef = useRef<HTMLDivElement>(null);

  function submit() {
    setAttempted(true);
    if (!read) {
      requestAnimationFrame(() => document.getElementById("field-secci-letto")?.focus());
      return;
    }
    const event = { type: "CONFIRM_SECCI" } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const offerta = snapshot?.offerta;
  const producedOn = snapshot?.secci?.date ? formatDate(snapshot.secci.date) : null;

  return (
    <PageWrapper title={m.documentTitle} loading={submitting || leaving ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="56rem">
        <Box>
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {formError ? (
          <Box ref={errorRef} tabIndex={-1} outline="none">
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

        <Box bg="white" borderRadius="xl" p={{ base: "5", md: "6" }} boxShadow="0 4px 16px rgba(26,26,26,0.08)">
          {pdf.status === "loading" || (pdf.status === "ready" && !url) ? (
            <Flex role="status" gap="3" alignItems="center">
              <Spinner color="brand.red" />
              <Text>{m.loading}</Text>
            </Flex>
          ) : null}
          {pdf.status === "error" ? (
            <CardError title={m.loadError} onRetry={pdf.retry}>
              {pdf.message}
            </CardError>
          ) : null}
          {url ? (
            <Stack gap="4">
              <Flex gap="3" flexDirection={{ base: "column", sm: "row" }} flexWrap="wrap">
                <Button asChild variant="solid" size="lg" whiteSpace="normal" h="auto" minH="12" py="3">
                  <a href={url} download="SECCI.pdf" onClick={() => setDownloaded(true)} data-testid="secci-download">
                    {m.download}
                  </a>
                </Button>
                <Button asChild variant="outline" size="lg" whiteSpace="normal" h="auto" minH="12" py="3">
                  <a href={url} target="_blank" rel="noopener">
                    {m.open}
                  </a>
                </Button>
              </Flex>
              {downloaded ? (
                <Text role="status" fontSize="sm" fontWeight="semibold">
                  {m.downloaded}
                </Text>
              ) : null}
              {/* On small screens the browser's own viewer (new tab) reads better than a frame. */}
              <Box
                display={{ base: "none", md: "block" }}
                borderWidth="1px"
                borderColor="gray.300"
                borderRadius="md"
                overflow="hidden"
              >
                <chakra.iframe src={url} title={m.frameTitle} w="full" h="36rem" border="0" />
              </Box>
            </Stack>
          ) : null}
        </Box>

        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack
            gap="5"
            bg="white"
            borderRadius="xl"
            p={{ base: "5", md: "6" }}
            boxShadow="0 4px 16px rgba(26,26,26,0.08)"
          >
            <Checkbox id="field-secci-letto" name="letto" checked={read} onChange={setRead} errorText={checkboxError}>
              {m.confirm}
            </Checkbox>
            <Box>
              <BuyFormButton type="submit" inactive={!read}>
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
