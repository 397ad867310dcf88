// The outcome page /typ?esito=...: a title, an explanation and the next action for each esito (§2);
// for an outcome that is not positive, the kind of reason in plain words and, after an automated
// refusal, the request for a person to review the decision (CCD2). Without an esito, for a signed
// request, the thank-you page (§4 Step 6), where "Concludi" of /firma/riepilogo leads.
import { Box, Button, Center, chakra, Heading, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";

import { api } from "../../api/client";
import { CardError } from "../../components/cards/cards";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { controlAria, Field } from "../../components/ui/field";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "../../components/ui/icons";
import { panel, wideOnMobile } from "../../components/layout/styles";
import { followLandingRoute, isAtRoute, paths, routePath } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages, type Esito } from "../../messages";
import { esitoCopy } from "./esito";

const p = messages.esitoPage;
const REVIEWABLE: Esito = "esito-non-valido";

/** §7 POST /typ: the outcome is logged once per visit of the page the server sent the applicant to. */
function useOutcomeReport(atServerRoute: boolean) {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const reported = useRef<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    const key = `${location.search}|${session?.applicationId ?? ""}`;
    if (!atServerRoute || !session || reported.current === key) return;
    reported.current = key;
    api.reportOutcome(session).catch((error: unknown) => console.error("Esito non registrato", error));
  }, [atServerRoute, session, location.search]);
}

function ReviewRequest() {
  const journey = JourneyContext.useActorRef();
  const requested = JourneyContext.useSelector((s) => s.context.snapshot?.reviewRequested === true);
  const sending = JourneyContext.useSelector((s) => s.matches({ esito: "reviewing" }));
  const formError = JourneyContext.useSelector((s) => (s.matches("esito") ? s.context.formError : null));
  const [motivo, setMotivo] = useState("");
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requested) doneRef.current?.focus();
  }, [requested]);

  if (requested) {
    return (
      <Box
        ref={doneRef}
        tabIndex={-1}
        outline="none"
        role="status"
        w="full"
        textAlign="left"
        bg="brand.cream"
        borderRadius="md"
        p="5"
        data-testid="review-requested"
      >
        <Heading as="h2" fontSize="lg" display="flex" gap="2" alignItems="center">
          <CheckCircleIcon boxSize="6" />
          {p.reviewDoneTitle}
        </Heading>
        <Text mt="2">{p.reviewDone}</Text>
      </Box>
    );
  }
  return (
    <chakra.form
      w="full"
      textAlign="left"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const request = { type: "REQUEST_REVIEW", motivo: motivo.trim() || null } as const;
        if (journey.getSnapshot().can(request)) journey.send(request);
      }}
    >
      <Stack gap="4" borderTopWidth="1px" borderColor="gray.200" pt="6">
        <Heading as="h2" fontSize="xl">
          {p.reviewTitle}
        </Heading>
        <Text>{p.reviewBody}</Text>
        {formError ? <CardError title={p.reviewErrorTitle}>{formError}</CardError> : null}
        <Field id="field-motivo" label={p.reviewMotivo} helperText={p.reviewMotivoHint}>
          <Textarea
            name="motivo"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value.slice(0, 1000))}
            rows={3}
            bg="white"
            borderColor="gray.400"
            {...controlAria("field-motivo", { hasHint: true })}
          />
        </Field>
        <Box>
          <Button
            type="submit"
            variant="solid"
            size="xl"
            {...wideOnMobile}
            loading={sending}
            loadingText={p.reviewSending}
          >
            {p.reviewSubmit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** The notice of a failed read of the request's state (spec §4: the thank-you page), if any. */
function followFailure(state: unknown): string | null {
  const avviso = (state as { avviso?: unknown } | null)?.avviso;
  return typeof avviso === "string" ? avviso : null;
}

/**
 * The thank-you page of a signed request: its number, what comes next, the signed contract again,
 * and the anomaly area where it is followed. Reached from the area when the back office could not
 * be read (spec §4), it says so first.
 */
function ThankYou({
  numero,
  following,
  outcome,
}: {
  numero: string | null;
  following: boolean;
  outcome: string | null;
}) {
  const g = messages.grazie;
  const failure = followFailure(useLocation().state);
  return (
    <PageWrapper title={g.documentTitle}>
      <Center>
        <Stack
          gap="5"
          p={{ base: "5", md: "10" }}
          maxW="40rem"
          w="full"
          textAlign="center"
          alignItems="center"
          {...panel}
          borderTopWidth="6px"
          borderTopColor="ink"
        >
          <CheckCircleIcon boxSize="14" color="ink" />
          <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2">
            {g.title}
          </Heading>
          {failure ? (
            <Box w="full" textAlign="left">
              <CardError title={g.followErrorTitle}>{failure}</CardError>
            </Box>
          ) : null}
          <Text fontSize="lg">{g.explanation(numero)}</Text>
          <Box bg="brand.cream" borderRadius="md" px="4" py="3" w="full">
            <Text fontWeight="semibold">{outcome ?? g.nextStep}</Text>
          </Box>
          <Stack direction={{ base: "column", md: "row" }} gap="3" w={{ base: "full", md: "auto" }}>
            {following ? (
              <Button asChild variant="solid" size="xl" {...wideOnMobile}>
                <RouterLink to={paths.anomalie}>{failure ? g.retryFollow : g.follow}</RouterLink>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="xl" {...wideOnMobile}>
              <RouterLink to={paths.firmaRiepilogo}>{g.contract}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Center>
    </PageWrapper>
  );
}

export function TypPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const journey = JourneyContext.useActorRef();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const esito = params.get("esito");
  const copy = esitoCopy(esito);
  const atServerRoute = snapshot !== null && isAtRoute(location, snapshot.route);
  useOutcomeReport(atServerRoute);

  // After a rendering error the application may still be fine: offer to go back to its page.
  const resumeRoute = snapshot && !atServerRoute && routePath(snapshot.route) !== paths.typ ? snapshot.route : null;
  const reviewable = esito === REVIEWABLE && atServerRoute;

  if (esito === null && snapshot?.firma?.firmato === true) {
    // Once the request is decided (the area read it), "we will write with the outcome" is past.
    const read = snapshot.tracking?.descrizione;
    const outcome = read && read !== messages.catalogue.RICHIESTA_IN_VALUTAZIONE ? read : null;
    return (
      <ThankYou
        numero={snapshot.firma.pratica?.numero ?? null}
        following={snapshot.status === "signed"}
        outcome={outcome}
      />
    );
  }

  return (
    <PageWrapper title={`${copy.title} - ${messages.esito.documentTitle}`}>
      <Center>
        <Stack
          gap="5"
          p={{ base: "5", md: "10" }}
          maxW="40rem"
          w="full"
          textAlign="center"
          alignItems="center"
          {...panel}
          borderTopWidth="6px"
          borderTopColor={copy.tone === "error" ? "brand.red" : "ink"}
        >
          {copy.tone === "error" ? <AlertIcon boxSize="14" color="brand.red" /> : <InfoIcon boxSize="14" color="ink" />}
          <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2">
            {copy.title}
          </Heading>
          <Text fontSize="lg">{copy.explanation}</Text>
          {copy.reason ? (
            <Box
              w="full"
              textAlign="left"
              borderLeftWidth="4px"
              borderColor="ink"
              ps="4"
              py="1"
              data-testid="esito-reason"
            >
              <Text fontWeight="bold">{p.reasonTitle}</Text>
              <Text mt="1">{copy.reason}</Text>
            </Box>
          ) : null}
          <Box bg="brand.cream" borderRadius="md" px="4" py="3" w="full">
            <Text fontWeight="semibold">{copy.nextStep}</Text>
          </Box>
          {reviewable ? <ReviewRequest /> : null}
          {copy.followLabel ? (
            // The request under way is followed from the resume page, by its number and an SMS
            // code: this browser holds the refused new application, not that request.
            <Button asChild variant="solid" size="xl" {...wideOnMobile}>
              <RouterLink to={followLandingRoute(paths.anomalie)}>{copy.followLabel}</RouterLink>
            </Button>
          ) : null}
          {resumeRoute ? (
            <Button asChild variant="solid" size="xl" {...wideOnMobile}>
              <RouterLink to={resumeRoute}>{messages.app.retry}</RouterLink>
            </Button>
          ) : copy.restartLabel ? (
            <Button
              variant={reviewable ? "outline" : "solid"}
              size="xl"
              {...wideOnMobile}
              onClick={() => journey.send({ type: "RESTART", route: paths.simulatore })}
            >
              {copy.restartLabel}
            </Button>
          ) : null}
        </Stack>
      </Center>
    </PageWrapper>
  );
}

export default TypPage;
