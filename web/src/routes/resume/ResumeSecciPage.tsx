// /resume/secci?step=: the generic resume point (§2 rule 3). A SECCI of an earlier day cannot be
// confirmed, so a new one dated today is produced for the chosen offer, then read at /secci.
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useNavigation } from "react-router";

import { CardDocumentRecap, CardError, CardInfo } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { InfoIcon } from "../../components/ui/icons";
import { formatEuroCents, formatPercent } from "../../lib/format";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.resumeSecci;

export function ResumeSecciPage() {
  const journey = JourneyContext.useActorRef();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const renewing = JourneyContext.useSelector((s) => s.matches({ resumeSecci: "renewing" }));
  const leaving = useNavigation().state !== "idle";
  const offerta = snapshot?.offerta;

  function renew() {
    const event = { type: "RENEW_SECCI" } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  return (
    <PageWrapper title={m.documentTitle} loading={renewing || leaving ? { variant: "progress", bar: "full" } : null}>
      <Stack gap="6" maxW="44rem">
        <Box>
          <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15">
            {m.heading}
          </Heading>
        </Box>
        <CardInfo icon={<InfoIcon boxSize="6" color="brand.red" />} title={messages.secci.heading}>
          <Text>{m.intro}</Text>
        </CardInfo>
        {offerta ? (
          <CardDocumentRecap
            title={messages.offerta.chosen}
            items={[
              { label: messages.offerta.importo, value: formatEuroCents(offerta.importoTotale ?? 0) },
              { label: messages.offerta.rata, value: formatEuroCents(offerta.importoRata ?? 0) },
              { label: messages.offerta.durata, value: messages.offer.rateValue(offerta.numeroRate ?? 0) },
              { label: messages.offerta.taeg, value: formatPercent(offerta.taeg) },
            ]}
          />
        ) : null}
        {formError ? <CardError title={formError} /> : null}
        <Box>
          <BuyFormButton inactive={false} onClick={renew}>
            {m.submit}
          </BuyFormButton>
        </Box>
      </Stack>
    </PageWrapper>
  );
}

export default ResumeSecciPage;
