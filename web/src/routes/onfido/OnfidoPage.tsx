// /onfido: the remote identity check (spec §2). The applicant goes to our partner's capture page
// (document photos and a selfie) and comes back here with `idcheck=completato` or `=annullato`;
// back with the photos, the check is asked for once and the page waits, following the snapshot
// stream, until the provider's webhook moves the application on (to /onfido/conferma, or to the
// documents pages). A reload lands on what the server's `onfido.stato` says, whatever the query.
import { Box, Button, Flex, Grid, Heading, List, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";

import { ApiError } from "../../api/client";
import { followSnapshots } from "../../api/documents";
import { onfidoApi } from "../../api/onfido";
import type { IdentityCheckStatus, Snapshot } from "../../api/types";
import { CardBox, CardError, CardInfo, Checklist } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { RESUMED_ELSEWHERE } from "../../lib/resumedElsewhere";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.onfido;
const CHECK = { type: "SUBMIT_STEP", update: { endpoint: "onfido/check", body: {} } } as const;
const SKIP = { type: "SUBMIT_STEP", update: { endpoint: "onfido/skip", body: {} } } as const;

/** What the page shows: the server's state of the check, read with the capture page's answer. */
export type OnfidoView = "intro" | "started" | "cancelled" | "checking" | "waiting";

export function onfidoView(stato: IdentityCheckStatus, outcome: string | null, failed: boolean): OnfidoView {
  if (stato === "in_verifica") return "waiting";
  if (stato !== "in_acquisizione") return "intro";
  if (outcome === "completato") return failed ? "started" : "checking";
  return outcome === "annullato" ? "cancelled" : "started";
}

type Opening = { status: "idle" } | { status: "opening" } | { status: "error"; message: string };

export default function OnfidoPage() {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const stato = JourneyContext.useSelector((s) => s.context.snapshot?.onfido?.stato ?? "da_iniziare");
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const submitting = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const leaving = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const outcome = params.get("idcheck");
  const [opening, setOpening] = useState<Opening>({ status: "idle" });
  // The check is asked for once per visit: a failure is shown, never retried behind the applicant.
  const asked = useRef(false);

  const view = onfidoView(stato, outcome, formError !== null && !submitting);

  useEffect(() => {
    if (view !== "checking" || asked.current) return;
    asked.current = true;
    if (journey.getSnapshot().can(CHECK)) journey.send(CHECK);
  }, [view, journey]);

  // While the provider checks, the stream of snapshots moves the page on when its webhook arrives.
  const following = view === "waiting" || view === "checking";
  useEffect(() => {
    if (!following || !session) return;
    const controller = new AbortController();
    void followSnapshots(session, {
      onSnapshot: (snapshot: Snapshot) => journey.send({ type: "SNAPSHOT_RECEIVED", snapshot }),
      // The request was resumed on another device meanwhile: the page that says so.
      onEnd: (error) => {
        if (error.code === RESUMED_ELSEWHERE) journey.send({ type: "RESUMED_ELSEWHERE" });
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [following, session, journey]);

  // Back from the capture page with the browser's back button, the page may come from its cache.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening({ status: "idle" });
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function openCapture() {
    if (!session || opening.status === "opening") return;
    setOpening({ status: "opening" });
    try {
      const link = await onfidoApi.openCapture(session);
      journey.send({ type: "SNAPSHOT_RECEIVED", snapshot: link.snapshot });
      window.location.assign(link.url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.code === RESUMED_ELSEWHERE) {
        journey.send({ type: "RESUMED_ELSEWHERE" });
        return;
      }
      const message = error instanceof ApiError ? error.message : messages.catalogue.VERIFICA_REMOTA_NON_DISPONIBILE;
      setOpening({ status: "error", message });
    }
  }

  function skip() {
    if (journey.getSnapshot().can(SKIP)) journey.send(SKIP);
  }

  if (view === "waiting" || view === "checking") {
    return (
      <PageWrapper title={m.waitingTitle}>
        <Waiting onSkip={skip} busy={submitting && view === "waiting"} />
      </PageWrapper>
    );
  }

  const busy = submitting || leaving;
  const error = opening.status === "error" ? opening.message : submitting ? null : formError;
  const startLabel = view === "intro" ? m.start : view === "cancelled" ? m.restart : m.resume;

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="48rem">
        <PageTitle heading={m.heading} intro={m.intro} />
        {error ? <CardError title={error} /> : null}
        {view === "cancelled" ? (
          <CardInfo title={m.cancelledTitle}>
            <Text>{m.cancelled}</Text>
          </CardInfo>
        ) : null}
        {view === "started" ? (
          <CardInfo title={m.startedTitle}>
            <Text>{m.started}</Text>
          </CardInfo>
        ) : null}
        <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="5" alignItems="start">
          <CardBox as="section" kind="info" aria-labelledby="onfido-come">
            <Heading as="h2" id="onfido-come" fontSize="lg" mb="3">
              {m.howTitle}
            </Heading>
            <List.Root as="ol" gap="2" ps="5">
              {m.how.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </CardBox>
          <CardBox as="section" kind="info" aria-labelledby="onfido-portata">
            <Heading as="h2" id="onfido-portata" fontSize="lg" mb="3">
              {m.keepAtHandTitle}
            </Heading>
            <Checklist items={m.keepAtHand} />
          </CardBox>
        </Grid>
        <Flex gap="4" flexDirection={{ base: "column", md: "row" }} alignItems={{ md: "center" }}>
          <Button
            variant="solid"
            size="lg"
            onClick={() => void openCapture()}
            loading={opening.status === "opening"}
            loadingText={m.opening}
          >
            {startLabel}
          </Button>
          <Button variant="outline" size="lg" onClick={skip} disabled={opening.status === "opening"}>
            {m.skip}
          </Button>
        </Flex>
        <Text fontSize="sm" color="inkMuted">
          {m.skipHint}
        </Text>
        <Box>
          <Text mb="3">{messages.draft.saveHint}</Text>
          <SaveDraft />
        </Box>
      </Stack>
    </PageWrapper>
  );
}

/** The wait for the provider's result: read out as it changes, and it moves on by itself. */
function Waiting({ onSkip, busy }: { onSkip: () => void; busy: boolean }) {
  return (
    <Stack gap="8" alignItems="center" py={{ base: "6", md: "12" }} textAlign="center">
      <PageTitle heading={m.waitingTitle} />
      <Stack role="status" aria-live="polite" gap="4" alignItems="center" maxW="32rem">
        <Spinner size="xl" borderWidth="4px" color="brand.red" />
        <Text fontSize={{ base: "md", md: "lg" }} fontWeight="semibold">
          {m.waiting}
        </Text>
        <Text>{m.waitingNext}</Text>
      </Stack>
      <Button variant="outline" size="lg" onClick={onSkip} disabled={busy}>
        {m.skip}
      </Button>
    </Stack>
  );
}
