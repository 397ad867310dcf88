// /resume: the e-mail's link (?code=), the draft link (?draft=), or, with neither, the resume code
// typed by hand, or the request number + fiscal code, opened only after the one-time code sent by
// SMS (DESIGN §7). With ?ripresa=altro-dispositivo: this tab's request was resumed on another device;
// with ?segui=richiesta: the anomaly area was opened by a tab holding no request, to resume here
// (and &pagina=: the anomaly page it opened, where the resume lands).
import { Box, Button, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";

import { CardError, CardInfo, CardLink } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { TextField } from "../../components/form/fields";
import { MAX_LENGTH } from "../../components/form/textBounds";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingScreen } from "../../components/loading/LoadingScreen";
import { panel, wideOnMobile } from "../../components/layout/styles";
import { fieldId } from "../../components/ui/field";
import { ANOMALY_PAGES, FOLLOW_PAGE_PARAM, isFollowLanding } from "../../lib/routes";
import { isResumedElsewhereLanding } from "../../lib/resumedElsewhere";
import { paths } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { formatResumeCode, normaliseResumeCode, resumeCodeProblem, type ResumeCodeProblem } from "./resumeCode";

const m = messages.resume;

/** The code field: named after the API's body field, and the target of "Riprendi qui con il codice". */
const CODE_PATH = "code";
const CODE_FIELD = fieldId(CODE_PATH);

/**
 * The anomaly page a follow landing carries (lib/routes.ts followLandingRoute), where the resume
 * lands: one of §2's pages, never any other address.
 */
export function followedPage(params: URLSearchParams): string | null {
  const page = params.get(FOLLOW_PAGE_PARAM);
  return isFollowLanding(params) && page !== null && ANOMALY_PAGES.includes(page) ? page : null;
}

/** A link-shaped action as tall as its wrapped label on a phone. */
const ACTION = { size: "xl", h: "auto", minH: "12", py: "3", ...wideOnMobile } as const;

function ResumeByLink({ code, draft }: { code: string | null; draft: string | null }) {
  const journey = JourneyContext.useActorRef();
  const failed = JourneyContext.useSelector((s) => (s.matches("resumeFailed") ? s.context.loadError : null));
  const sent = useRef(false);

  const resume = () => journey.send({ type: "RESUME", key: code ? { code } : { draftId: draft! } });
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: each resume issues a new token.
    if (sent.current) return;
    sent.current = true;
    resume();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) {
    return (
      <PageWrapper title={m.documentTitle}>
        <Stack gap="5" maxW="40rem">
          <CardError title={m.failedTitle} onRetry={resume} headingLevel="h1">
            {failed}
          </CardError>
          <CardLink to={paths.simulatore}>{m.newRequest}</CardLink>
        </Stack>
      </PageWrapper>
    );
  }
  return (
    <PageWrapper title={m.loadingTitle}>
      <Heading as="h1" srOnly>
        {m.loadingTitle}
      </Heading>
      <LoadingScreen variant="quote" />
    </PageWrapper>
  );
}

/** The tab's token was revoked by a resume on another device: what happened, and how to go on here. */
function ResumedElsewhere() {
  const t = messages.resumedElsewhere;
  return (
    <PageWrapper title={t.documentTitle}>
      <Stack gap="6" maxW="40rem">
        <Box>
          <PageTitle heading={t.heading} />
        </Box>
        <CardInfo>
          <Text>{t.body}</Text>
          <Text mt="3" color="inkMuted">
            {t.why}
          </Text>
        </CardInfo>
        <Stack gap="3" direction={{ base: "column", md: "row" }}>
          <Button asChild variant="solid" {...ACTION}>
            <RouterLink to={`${paths.resume}#${CODE_FIELD}`}>{t.resumeHere}</RouterLink>
          </Button>
          <Button asChild variant="outline" {...ACTION}>
            <RouterLink to={paths.simulatore}>{t.simulatore}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </PageWrapper>
  );
}

function problemMessage(problem: ResumeCodeProblem): string {
  switch (problem.kind) {
    case "empty":
      return m.codeEmpty;
    case "character":
      return m.codeCharacter(problem.character);
    case "length":
      return m.codeLength(problem.count);
  }
}

/**
 * "Hai un codice di ripresa?": the code of the save screen and the e-mail, typed by hand.
 * `landing`: the anomaly page that sent the tab here, where a signed request lands.
 */
function ResumeByCode({ landing }: { landing: string | null }) {
  const journey = JourneyContext.useActorRef();
  const resuming = JourneyContext.useSelector((s) => s.matches({ resumeByCode: "resuming" }));
  // The failed attempt's answer (a new object for each answer, so each one is read out).
  const failure = JourneyContext.useSelector((s) => (s.matches({ resumeByCode: "form" }) ? s.context : null));
  const { hash } = useLocation();
  const headingId = useId();
  const [code, setCode] = useState("");
  const [attempted, setAttempted] = useState(false);
  // The server's word on the field stands until the applicant edits the code.
  const [edited, setEdited] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const problem = resumeCodeProblem(code);
  const fieldError =
    (attempted && problem ? problemMessage(problem) : null) ??
    (edited ? null : (failure?.fieldErrors[CODE_PATH] ?? null));
  const summaryDescription = failure?.formError ?? undefined;

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  useEffect(() => {
    if (failure) focusSummary();
  }, [failure]);

  // "Riprendi qui con il codice" (after a resume elsewhere) lands here: start typing at once. After
  // the page's own focus on its heading, hence the next frame.
  useEffect(() => {
    if (hash !== `#${CODE_FIELD}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(CODE_FIELD)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  function resume() {
    setAttempted(true);
    if (problem) {
      focusSummary();
      return;
    }
    setEdited(false);
    const event = { type: "RESUME", key: { code: normaliseResumeCode(code) }, typed: true, landing } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5" p={{ base: "5", md: "8" }} {...panel}>
      <Box>
        <Heading as="h2" id={headingId} fontSize="xl" lineHeight="1.3">
          {m.codeTitle}
        </Heading>
        <Text mt="2">{m.codeIntro}</Text>
      </Box>
      {fieldError || summaryDescription ? (
        <ErrorSummary
          ref={summaryRef}
          title={m.codeErrorTitle}
          description={summaryDescription}
          errors={fieldError ? [{ fieldId: CODE_FIELD, label: m.code, message: fieldError }] : []}
        />
      ) : null}
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          resume();
        }}
      >
        <Stack gap="5">
          <TextField
            path={CODE_PATH}
            label={m.code}
            value={code}
            onValue={(value) => {
              setCode(value);
              setEdited(true);
            }}
            // Once it has the shape of a code, it is shown as the save screen shows it.
            onBlur={() =>
              setCode((typed) => (resumeCodeProblem(typed) ? typed : formatResumeCode(normaliseResumeCode(typed))))
            }
            error={fieldError ?? undefined}
            hint={m.codeHint}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            maxLength={MAX_LENGTH.resumeCode}
            fontFamily="mono"
            letterSpacing="0.05em"
            textTransform="uppercase"
          />
          <Box>
            {/* Inactive only while empty: once something is typed, a click says what to fix, on the
                field, rather than the tooltip's "fill in every field" over it. */}
            <BuyFormButton
              type="submit"
              inactive={problem?.kind === "empty"}
              loading={resuming}
              loadingText={m.codeSubmit}
            >
              {m.codeSubmit}
            </BuyFormButton>
          </Box>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

/**
 * The page without a link: the resume code, or the request number with an SMS code. `follow`: the
 * anomaly area sent here a tab that holds no request, and the intro says why and what to do;
 * `landing`: the anomaly page it was, where the resume lands (the journey machine's landingRoute).
 */
function ResumeForms({ follow = false, landing = null }: { follow?: boolean; landing?: string | null }) {
  const journey = JourneyContext.useActorRef();
  const step = JourneyContext.useSelector((s) =>
    s.matches({ resumeByNumber: "code" }) || s.matches({ resumeByNumber: "verifying" }) ? "code" : "form",
  );
  const busy = JourneyContext.useSelector(
    (s) => s.matches({ resumeByNumber: "sending" }) || s.matches({ resumeByNumber: "verifying" }),
  );
  // Only this path's failures: the code's are told beside the code.
  const formError = JourneyContext.useSelector((s) => (s.matches("resumeByNumber") ? s.context.formError : null));
  const otpFor = JourneyContext.useSelector((s) => s.context.otpFor);
  const [numero, setNumero] = useState(otpFor?.request_number ?? "");
  const [fiscalCode, setFiscalCode] = useState(otpFor?.fiscal_code ?? "");
  const [otp, setOtp] = useState("");
  const [attempted, setAttempted] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const numberHeadingId = useId();

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const numeroError = attempted && !/^\d{8}$/.test(numero) ? m.numeroError : undefined;
  const fiscalError =
    attempted && fiscalCode.trim().length !== 16 ? messages.catalogue.CODICE_FISCALE_NON_VALIDO : undefined;
  const otpError = attempted && step === "code" && !/^\d{6}$/.test(otp) ? m.otpError : undefined;

  function sendCode() {
    setAttempted(true);
    if (!/^\d{8}$/.test(numero) || fiscalCode.trim().length !== 16) return;
    setOtp("");
    journey.send({
      type: "REQUEST_OTP",
      key: { request_number: numero, fiscal_code: fiscalCode.trim().toUpperCase() },
    });
    setAttempted(false);
  }

  function verify() {
    setAttempted(true);
    if (!/^\d{6}$/.test(otp)) return;
    const event = { type: "VERIFY_OTP", otp, landing } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  const numberError = formError ? (
    <Box ref={errorRef} tabIndex={-1} outline="none">
      <CardError title={formError} />
    </Box>
  ) : null;

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="36rem">
        <Box>
          <PageTitle
            heading={step === "code" ? m.otpHeading : m.heading}
            intro={step === "code" ? m.otpIntro : follow ? m.followIntro : m.intro}
          />
        </Box>
        {step === "form" ? (
          <>
            <ResumeByCode landing={landing} />
            <Stack as="section" aria-labelledby={numberHeadingId} gap="5" p={{ base: "5", md: "8" }} {...panel}>
              <Box>
                <Heading as="h2" id={numberHeadingId} fontSize="xl" lineHeight="1.3">
                  {m.numberTitle}
                </Heading>
                <Text mt="2">{m.numberIntro}</Text>
              </Box>
              {numberError}
              <chakra.form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  sendCode();
                }}
              >
                <Stack gap="5">
                  <TextField
                    path="numeroPratica"
                    label={m.numero}
                    value={numero}
                    onValue={(v) => setNumero(v.replace(/\D/g, "").slice(0, 8))}
                    error={numeroError}
                    hint={m.numeroHint}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <TextField
                    path="fiscalCode"
                    label={m.fiscalCode}
                    value={fiscalCode}
                    onValue={(v) => setFiscalCode(v.toUpperCase().slice(0, 16))}
                    error={fiscalError}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                  <Box>
                    <BuyFormButton type="submit" inactive={!/^\d{8}$/.test(numero) || fiscalCode.trim().length !== 16}>
                      {m.send}
                    </BuyFormButton>
                  </Box>
                </Stack>
              </chakra.form>
            </Stack>
          </>
        ) : (
          <>
            {numberError}
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                verify();
              }}
            >
              <Stack gap="5" p={{ base: "5", md: "8" }} {...panel}>
                <TextField
                  path="otp"
                  label={m.otp}
                  value={otp}
                  onValue={(v) => setOtp(v.replace(/\D/g, "").slice(0, 6))}
                  error={otpError}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
                <Stack gap="3" direction={{ base: "column", md: "row" }}>
                  <BuyFormButton type="submit" inactive={!/^\d{6}$/.test(otp)}>
                    {m.verify}
                  </BuyFormButton>
                  <Button type="button" variant="outline" size="xl" whiteSpace="normal" onClick={sendCode}>
                    {m.resend}
                  </Button>
                </Stack>
              </Stack>
            </chakra.form>
          </>
        )}
        <CardLink to={paths.simulatore}>{m.newRequest}</CardLink>
      </Stack>
    </PageWrapper>
  );
}

export function ResumePage() {
  const [params] = useSearchParams();
  const code = params.get("code");
  const draft = params.get("draft");
  if (code || draft) return <ResumeByLink key={`${code}|${draft}`} code={code} draft={draft} />;
  if (isResumedElsewhereLanding(params)) return <ResumedElsewhere />;
  return <ResumeForms follow={isFollowLanding(params)} landing={followedPage(params)} />;
}

export default ResumePage;
