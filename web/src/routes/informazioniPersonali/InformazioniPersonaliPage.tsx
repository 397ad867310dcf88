// Step 2 at "/informazioni-personali". For now it confirms the base data and says what comes next;
// the personal-data form will take the place of <NextStep/> and send one event to the machine.
import { Box, Flex, Grid, Heading, List, Text } from "@chakra-ui/react";

import { api } from "../../api/client";
import { CardDocumentRecap, CardInfo } from "../../components/cards/cards";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { CheckCircleIcon, InfoIcon } from "../../components/ui/icons";
import { useRemote } from "../../lib/useRemote";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { baseDataRecap } from "./baseDataRecap";

const readLookups = (signal: AbortSignal) => api.readLookups(signal);
const m = messages.informazioniPersonali;

function NextStep() {
  return (
    <CardInfo title={m.nextTitle} icon={<InfoIcon boxSize="6" color="brand.red" />}>
      <Text>{m.next}</Text>
      <Text fontWeight="bold" mt="4" mb="2">
        {m.keepAtHandTitle}
      </Text>
      <List.Root gap="2" variant="plain">
        {m.keepAtHand.map((item) => (
          <List.Item key={item} alignItems="center">
            <List.Indicator asChild color="brand.red">
              <CheckCircleIcon boxSize="5" />
            </List.Indicator>
            {item}
          </List.Item>
        ))}
      </List.Root>
    </CardInfo>
  );
}

export function InformazioniPersonaliPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const lookups = useRemote(readLookups);

  return (
    <PageWrapper title={m.documentTitle}>
      <Flex gap="3" alignItems="center" mb={{ base: "6", md: "8" }}>
        <CheckCircleIcon boxSize={{ base: "8", md: "10" }} color="ink" />
        <Box>
          <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15">
            {m.heading}
          </Heading>
          <Text mt="1">{m.intro}</Text>
        </Box>
      </Flex>
      <Grid templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "5", md: "8" }} alignItems="start">
        {snapshot ? (
          <CardDocumentRecap
            title={m.recapTitle}
            items={baseDataRecap(snapshot, lookups.status === "ready" ? lookups.data : null)}
          />
        ) : null}
        <NextStep />
      </Grid>
    </PageWrapper>
  );
}

export default InformazioniPersonaliPage;
