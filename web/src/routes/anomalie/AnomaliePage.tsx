// /anomalie (spec §2): the signed request followed after the signature. Its number, where it
// stands, the documents to correct (§5's list, each a card-link to its page, §2), those being
// checked, and when the back office was last read; with the signed contract beside them.
import { Box, Flex, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import type { AnomalyView, TrackingView } from "../../api/types";
import { CardBox, CardDocumentRecap, CardError, CardInfo, CardLink } from "../../components/cards/cards";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { SpinnerScreen } from "../../components/loading/SpinnerScreen";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "../../components/ui/icons";
import { formatDateTime } from "../../lib/format";
import { JourneyContext } from "../../machines/JourneyContext";
import { anomalieMessages } from "./anomalieMessages";
import { SignedContract } from "../firma/FirmaRiepilogoPage";
import { useFollowRequest, type FollowState } from "./useFollowRequest";

const m = anomalieMessages;

/**
 * What a document's page tells the area it goes back to: the document just sent (its name), or
 * that the page's document is no longer to correct (the page's name for it), which would otherwise
 * look like a link that leads nowhere.
 */
export type AreaNotice = { inviato: string } | { giaCorretta: string };

function areaNotice(state: unknown): AreaNotice | null {
  const { inviato, giaCorretta } = (state ?? {}) as { inviato?: unknown; giaCorretta?: unknown };
  if (typeof inviato === "string") return { inviato };
  if (typeof giaCorretta === "string") return { giaCorretta };
  return null;
}

/**
 * The document page's word, said once: kept by the page, and taken off the history entry, so a
 * reload (or a new anomaly on the same document since) does not say it again.
 */
function useAreaNotice(): AreaNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => areaNotice(location.state));
  useEffect(() => {
    if (areaNotice(location.state) !== null) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);
  return notice;
}

/** While the request is read with nothing to show yet: its failure, with a retry, or a spinner. */
export function FollowPending({ state, retry }: { state: FollowState; retry: () => void }) {
  return state.status === "failed" ? (
    <Box maxW="40rem">
      <CardError title={m.errorTitle} onRetry={retry} headingLevel="h1">
        {state.message}
      </CardError>
    </Box>
  ) : (
    <SpinnerScreen label={m.loading} />
  );
}

export function AnomaliePage() {
  const tracking = JourneyContext.useSelector((s) => s.context.snapshot?.tracking ?? null);
  const { state, retry } = useFollowRequest({ fresh: true });
  const notice = useAreaNotice();

  if (!tracking) {
    return (
      <PageWrapper title={m.documentTitle}>
        <FollowPending state={state} retry={retry} />
      </PageWrapper>
    );
  }
  return <TrackingArea tracking={tracking} notice={notice} />;
}

function TrackingArea({ tracking, notice }: { tracking: TrackingView; notice: AreaNotice | null }) {
  const anomalies = tracking.anomalie ?? [];
  const inVerifica = tracking.inVerifica ?? [];
  const recap = [
    { label: m.numero, value: tracking.numero },
    ...(tracking.aggiornatoIl
      ? [{ label: m.aggiornatoIl, value: formatDateTime(tracking.aggiornatoIl), wide: true }]
      : []),
  ];

  return (
    <PageWrapper title={m.documentTitle}>
      <Box mb={{ base: "6", md: "8" }} maxW="48rem">
        <PageTitle heading={m.heading} intro={tracking.descrizione} />
      </Box>
      {notice ? <Notice notice={notice} /> : null}
      <Grid
        templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }}
        gap={{ base: "5", md: "8" }}
        alignItems="start"
      >
        <Stack gap="5">
          <Box as="section" aria-labelledby="anomalie-da-correggere">
            <Heading as="h2" id="anomalie-da-correggere" fontSize="xl" mb="3">
              {m.toCorrectTitle}
            </Heading>
            {anomalies.length > 0 ? (
              <>
                <Text mb="4">{m.toCorrectIntro}</Text>
                <List.Root as="ul" variant="plain" gap="3">
                  {anomalies.map((anomaly) => (
                    <List.Item key={anomaly.codDocumento} display="block">
                      <AnomalyCard anomaly={anomaly} />
                    </List.Item>
                  ))}
                </List.Root>
              </>
            ) : (
              <CardInfo title={m.noneTitle} icon={<CheckCircleIcon boxSize="6" color="green.700" />} headingLevel="h3">
                <Text>{m.none}</Text>
              </CardInfo>
            )}
          </Box>
          {inVerifica.length > 0 ? (
            <CardInfo title={m.inVerificaTitle} icon={<InfoIcon boxSize="6" color="brand.red" />}>
              <Text mb="2">{m.inVerificaIntro}</Text>
              <List.Root ps="5" gap="1" data-testid="in-verifica">
                {inVerifica.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List.Root>
            </CardInfo>
          ) : null}
        </Stack>
        <Stack gap="5">
          <CardDocumentRecap title={m.recapTitle} items={recap} />
          <SignedContract />
        </Stack>
      </Grid>
    </PageWrapper>
  );
}

/** A card-link to the anomaly's page; an anomaly with no page says so and leads nowhere (§2). */
function AnomalyCard({ anomaly }: { anomaly: AnomalyView }) {
  if (anomaly.pagina) {
    return (
      <CardLink to={anomaly.pagina} description={anomaly.motivo}>
        {anomaly.descrizione}
      </CardLink>
    );
  }
  return (
    <CardBox kind="info">
      <Flex gap="3" alignItems="flex-start">
        <AlertIcon boxSize="5" color="brand.red" flexShrink={0} mt="0.5" />
        <Box>
          <Text fontWeight="bold">{anomaly.descrizione}</Text>
          <Text mt="1" fontWeight="semibold">
            {anomaly.motivo}
          </Text>
          <Text mt="1" fontSize="sm" color="inkMuted">
            {m.unhandled}
          </Text>
        </Box>
      </Flex>
    </CardBox>
  );
}

/** Back from a document's page: what it has to say comes first, and is read out (focused). */
function Notice({ notice }: { notice: AreaNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const sent = "inviato" in notice;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      outline="none"
      _focusVisible={{ outline: "3px solid", outlineColor: "focusRing", outlineOffset: "3px" }}
      mb={{ base: "5", md: "6" }}
      p="4"
      borderRadius="lg"
      bg={sent ? "green.50" : "white"}
      borderLeftWidth="4px"
      borderColor={sent ? "green.700" : "ink"}
      maxW="48rem"
      data-testid={sent ? "anomalia-inviata" : "anomalia-gia-corretta"}
    >
      <Flex gap="3" alignItems="flex-start">
        {sent ? (
          <CheckCircleIcon boxSize="6" color="green.700" flexShrink={0} />
        ) : (
          <InfoIcon boxSize="6" color="ink" flexShrink={0} />
        )}
        <Box>
          <Heading as="h2" fontSize="lg">
            {sent ? m.sentTitle : notice.giaCorretta}
          </Heading>
          <Text mt="1">{sent ? m.sent(notice.inviato) : m.notOpen}</Text>
        </Box>
      </Flex>
    </Box>
  );
}

export default AnomaliePage;
