// The page of a step this version does not have yet (/firma/carica), and of what comes after the
// documents are sent: an honest page that says what happened, what comes next and what to keep at
// hand, with the draft to save.
import { Box, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

import { api } from "../../api/client";
import { CardDocumentRecap, CardInfo, Checklist } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { CheckCircleIcon, InfoIcon } from "../../components/ui/icons";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { baseDataRecap } from "../informazioniPersonali/baseDataRecap";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);

export interface NextStepCopy {
  documentTitle: string;
  heading: string;
  intro: string;
  nextTitle: string;
  next: string;
}

/**
 * `aside`: what to show beside the next step (by default the recap of the base data);
 * `keepAtHand`: whether the next step still needs the things of the checklist.
 */
export function NextStepPage({
  copy,
  aside,
  keepAtHand = true,
}: {
  copy: NextStepCopy;
  aside?: ReactNode;
  keepAtHand?: boolean;
}) {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const lookups = useRemote(readLookups);
  const keep = messages.informazioniPersonali;
  return (
    <PageWrapper title={copy.documentTitle}>
      <Flex gap="3" alignItems="center" mb={{ base: "6", md: "8" }}>
        <CheckCircleIcon boxSize={{ base: "8", md: "10" }} color="ink" flexShrink={0} />
        <Box>
          <PageTitle heading={copy.heading} />
          <Text mt="1">{copy.intro}</Text>
        </Box>
      </Flex>
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
        gap={{ base: "5", md: "8" }}
        alignItems="start"
      >
        <Stack gap="5">
          <CardInfo title={copy.nextTitle} icon={<InfoIcon boxSize="6" color="brand.red" />}>
            <Text>{copy.next}</Text>
            {keepAtHand ? (
              <>
                <Text fontWeight="bold" mt="4" mb="2">
                  {keep.keepAtHandTitle}
                </Text>
                <Checklist items={keep.keepAtHand} />
              </>
            ) : null}
          </CardInfo>
          <Box>
            <Text mb="3">{messages.draft.saveHint}</Text>
            <SaveDraft />
          </Box>
        </Stack>
        {aside ??
          (snapshot ? (
            <CardDocumentRecap
              title={keep.recapTitle}
              items={baseDataRecap(snapshot, lookups.status === "ready" ? lookups.data : null)}
            />
          ) : null)}
      </Grid>
    </PageWrapper>
  );
}

export function FirmaCaricaPage() {
  return <NextStepPage copy={messages.firma} />;
}
