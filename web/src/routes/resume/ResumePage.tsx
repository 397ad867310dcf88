// /resume: the e-mail's link (?code=), the draft link (?draft=), or, with neither, resume by
// request number + fiscal code, opened only after the one-time code sent by SMS (DESIGN §7).
import { Box, Button, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { CardError, CardInfo, CardLink } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { TextField } from "../../components/form/fields";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { LoadingScreen } from "../../components/loading/LoadingScreen";
import { panel } from "../../components/layout/styles";
import { paths } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.resume;

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

function ResumeByNumber() {
  const journey = JourneyContext.useActorRef();
  const step = JourneyContext.useSelector((s) =>
    s.matches({ resumeByNumber: "code" }) || s.matches({ resumeByNumber: "verifying" }) ? "code" : "form",
  );
  const busy = JourneyContext.useSelector(
    (s) => s.matches({ resumeByNumber: "sending" }) || s.matches({ resumeByNumber: "verifying" }),
  );
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const otpFor = JourneyContext.useSelector((s) => s.context.otpFor);
  const [numero, setNumero] = useState(otpFor?.request_number ?? "");
  const [fiscalCode, setFiscalCode] = useState(otpFor?.fiscal_code ?? "");
  const [otp, setOtp] = useState("");
  const [attempted, setAttempted] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

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
    const event = { type: "VERIFY_OTP", otp } as const;
    if (journey.getSnapshot().can(event)) journey.send(event);
  }

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="36rem">
        <Box>
          <PageTitle
            heading={step === "code" ? m.otpHeading : m.heading}
            intro={step === "code" ? m.otpIntro : m.intro}
          />
        </Box>
        {formError ? (
          <Box ref={errorRef} tabIndex={-1} outline="none">
            <CardError title={formError} />
          </Box>
        ) : null}
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === "code") verify();
            else sendCode();
          }}
        >
          <Stack gap="5" p={{ base: "5", md: "8" }} {...panel}>
            {step === "form" ? (
              <>
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
              </>
            ) : (
              <>
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
              </>
            )}
          </Stack>
        </chakra.form>
        <CardInfo title={m.byCodeTitle}>
          <Text>{m.byCode}</Text>
        </CardInfo>
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
  return <ResumeByNumber />;
}

export default ResumePage;
