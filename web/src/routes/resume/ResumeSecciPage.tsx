// /resume/secci?step=: the generic resume point (§2 rule 3). A SECCI of an earlier day cannot be
// confirmed, so a new one dated today is produced for the chosen offer, then read at /secci.
import { Box, Stack, Text } from "@chakra-ui/react";

import { CardDocumentRecap, CardError, CardInfo } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { InfoIcon } from "../../components/ui/icons";
import { formatEuroCents, formatPercent } from "../../lib/format";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.resumeSecci;

export function ResumeSecciPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const { busy, formError, submit } = useStepForm();
  const offerta = snapshot?.offerta;

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "full" } : null}>
      <Stack gap="6" maxW="44rem">
        <Box>
          <PageTitle heading={m.heading} />
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
          <BuyFormButton
            inactive={false}
            onClick={() => submit(() => ({ type: "SUBMIT_STEP", update: { endpoint: "secci-renewal", body: {} } }))}
          >
            {m.submit}
          </BuyFormButton>
        </Box>
      </Stack>
    </PageWrapper>
  );
}

export default ResumeSecciPage;
