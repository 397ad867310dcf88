// /firma/riepilogo (issue 16): signed; the signed contract to download, what happens next, and
// "Concludi", which logs the outcome (§7 POST /typ) and goes where the server answers: the
// thank-you page; and the way to the anomaly area, where the signed request is followed.
import { Box, Button, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router";

import { api } from "../../api/client";
import { CardDocumentRecap, CardInfo, CardLink, Checklist } from "../../components/cards/cards";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { wideOnMobile } from "../../components/layout/styles";
import { CheckCircleIcon, InfoIcon } from "../../components/ui/icons";
import { formatDate } from "../../lib/format";
import { appRoute, BASENAME, paths } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { PdfDocument } from "../../components/pdf/PdfDocument";
import { useContract } from "./useContract";

const m = messages.firmaRiepilogo;

/** The signed contract's card: its link once the PDF has come. */
export function SignedContract() {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const signed = JourneyContext.useSelector((s) => s.context.snapshot?.firma?.firmato === true);
  const { pdf, url } = useContract(session, "contratto-firmato", signed);
  return (
    <CardInfo title={m.contractTitle}>
      <Text mb="4">{m.contractText}</Text>
      <PdfDocument
        pdf={pdf}
        url={url}
        fileName="Contratto-firmato.pdf"
        labels={m}
        downloadTestId="contratto-firmato-download"
        errorHeadingLevel="h3"
      />
    </CardInfo>
  );
}

export function FirmaRiepilogoPage() {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const navigate = useNavigate();
  const [concluding, setConcluding] = useState(false);
  const firma = snapshot?.firma ?? null;

  async function conclude() {
    if (!session || concluding) return;
    setConcluding(true);
    try {
      const { url } = await api.reportOutcome(session);
      await navigate(appRoute(url, BASENAME));
    } catch (failure) {
      // The outcome is the provider's record, not the applicant's: the thank-you page all the same.
      console.error("Esito non registrato", failure);
      await navigate(paths.typ);
    } finally {
      setConcluding(false);
    }
  }

  const recap = [
    ...(firma?.pratica?.numero ? [{ label: m.numero, value: firma.pratica.numero }] : []),
    ...(firma?.signedAt ? [{ label: m.signedAt, value: formatDate(firma.signedAt) }] : []),
  ];

  return (
    <PageWrapper title={m.documentTitle}>
      <Flex gap="3" alignItems="center" mb={{ base: "6", md: "8" }}>
        <CheckCircleIcon boxSize={{ base: "8", md: "10" }} color="ink" flexShrink={0} />
        <Box>
          <PageTitle heading={m.heading} />
          <Text mt="1">{m.intro}</Text>
        </Box>
      </Flex>
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
        gap={{ base: "5", md: "8" }}
        alignItems="start"
      >
        <Stack gap="5">
          <CardInfo title={m.nextTitle} icon={<InfoIcon boxSize="6" color="brand.red" />}>
            <Checklist items={m.next} />
          </CardInfo>
          {/* After the signature the request is followed in the anomaly area (spec §2 /anomalie). */}
          {snapshot?.status === "signed" ? (
            <CardLink to={paths.anomalie} description={messages.anomalie.followDescription}>
              {messages.anomalie.follow}
            </CardLink>
          ) : null}
          <Box>
            <Button
              variant="solid"
              size="xl"
              {...wideOnMobile}
              onClick={() => void conclude()}
              loading={concluding}
              loadingText={m.concluding}
            >
              {m.conclude}
            </Button>
          </Box>
        </Stack>
        <Stack gap="5">
          {recap.length > 0 ? <CardDocumentRecap title={messages.catalogue.PRATICA_INVIATA} items={recap} /> : null}
          <SignedContract />
        </Stack>
      </Grid>
    </PageWrapper>
  );
}

export default FirmaRiepilogoPage;
