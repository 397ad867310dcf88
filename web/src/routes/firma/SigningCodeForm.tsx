// The SMS code that signs the request: one field (the phone offers the code from the SMS), what
// the code allows now (sends, validity, tries left) read politely, and "Invia di nuovo" after
// a short wait. A wrong, expired or locked code says so on the field and in a summary that
// takes the focus.
import { Box, Button, chakra, Flex, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";

import type { Snapshot } from "../../api/types";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { useStepForm } from "../../components/form/useStepForm";
import { panel } from "../../components/layout/styles";
import { controlAria, Field, fieldId } from "../../components/ui/field";
import { italianTime } from "../../lib/italianTime";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { codeState, maskedPhone, OTP_LENGTH, typedCode } from "./signingCode";

const m = messages.firma;
const OTP = "otp";
const OTP_ID = fieldId(OTP);
const SENT_TO = "otp-sent-to";

/** The time now, once a second while something on the page counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

type Action = "sign" | "resend";

export function SigningCodeForm({ snapshot }: { snapshot: Snapshot }) {
  const journey = JourneyContext.useActorRef();
  const otp = snapshot.firma?.otp ?? null;
  const submitting = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const [code, setCode] = useState("");
  const [tried, setTried] = useState(false);
  // The answer's "otp" error is about what was done last: a code typed, or one asked for.
  const [last, setLast] = useState<Action | null>(null);
  const now = useNow(true);
  const state = codeState(otp, now);
  const { errors, formError, summaryRef } = useStepForm();

  // A new code (another send) starts the field afresh.
  const counter = otp?.counter ?? 0;
  const [seen, setSeen] = useState(counter);
  if (seen !== counter) {
    setSeen(counter);
    setCode("");
    setTried(false);
  }

  const serverOtpError = errors[OTP];
  // What the code can no longer do, said even before a try tells it.
  const stateError = state.locked
    ? messages.catalogue.OTP_BLOCCATO
    : state.expired
      ? messages.catalogue.OTP_SCADUTO
      : undefined;
  const lengthError = tried && code.length !== OTP_LENGTH ? m.otpLength : undefined;
  const signError = lengthError ?? (last === "sign" ? serverOtpError : undefined);
  const fieldError = stateError ?? signError;
  const resendError = last === "resend" ? serverOtpError : undefined;
  const summaryMessage = last === "sign" && formError ? (stateError ?? serverOtpError ?? formError) : null;

  function send(action: Action, event: Parameters<typeof journey.send>[0]) {
    if (!journey.getSnapshot().can(event)) return;
    setLast(action);
    journey.send(event);
  }

  function sign() {
    setTried(true);
    if (code.length !== OTP_LENGTH) {
      requestAnimationFrame(() => document.getElementById(OTP_ID)?.focus());
      return;
    }
    send("sign", { type: "SUBMIT_STEP", update: { endpoint: "signature", body: { otp: code } } });
  }

  function resend() {
    send("resend", {
      type: "SUBMIT_STEP",
      update: { endpoint: "signing-code", body: { contrattoLetto: true, condizioniAccettate: true, reinvio: true } },
    });
  }

  const phone = maskedPhone(snapshot.user?.mobilePhone);
  const aria = controlAria(OTP_ID, { hasHint: true, error: fieldError });
  const until = state.usable && otp?.expiresAt ? (italianTime(otp.expiresAt)?.time ?? null) : null;

  return (
    <Box as="section" aria-labelledby="code-title" p={{ base: "5", md: "6" }} {...panel}>
      <Stack gap="5">
        <Heading as="h2" id="code-title" fontSize="xl">
          {m.codeTitle}
        </Heading>
        {phone ? <Text id={SENT_TO}>{m.sentTo(phone)}</Text> : null}
        {summaryMessage ? (
          <ErrorSummary
            ref={summaryRef}
            title={m.errorTitle}
            errors={[{ fieldId: OTP_ID, label: m.otp, message: summaryMessage }]}
          />
        ) : null}
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sign();
          }}
        >
          <Stack gap="4" maxW="24rem">
            <Field id={OTP_ID} label={m.otp} helperText={m.otpHint} errorText={fieldError}>
              <Input
                name={OTP}
                value={code}
                onChange={(event) => setCode(typedCode(event.target.value))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={OTP_LENGTH}
                size="lg"
                bg="white"
                fontSize="2xl"
                letterSpacing="0.4em"
                fontVariantNumeric="tabular-nums"
                borderColor={fieldError ? "brand.red" : "gray.400"}
                borderWidth={fieldError ? "2px" : "1px"}
                disabled={!state.usable}
                {...aria}
                aria-describedby={[aria["aria-describedby"], phone ? SENT_TO : null].filter(Boolean).join(" ")}
              />
            </Field>
            <Text role="status" aria-live="polite" fontSize="sm" color="inkMuted" data-testid="otp-stato">
              {state.usable && otp ? m.status(otp.counter, until, otp.attemptsLeft) : null}
            </Text>
            <Box>
              <Button
                type="submit"
                variant="solid"
                size="xl"
                w={{ base: "full", sm: "auto" }}
                disabled={!state.usable}
                loading={submitting && last === "sign"}
                loadingText={m.signing}
              >
                {m.sign}
              </Button>
            </Box>
          </Stack>
        </chakra.form>
        <Box borderTopWidth="1px" borderColor="gray.200" pt="4">
          {resendError ? (
            <Text role="alert" color="brand.red" fontWeight="semibold" mb="2">
              {resendError}
            </Text>
          ) : null}
          <Flex gap="3" alignItems={{ sm: "center" }} flexDirection={{ base: "column", sm: "row" }}>
            <Text flex="1" fontSize="sm" id="resend-hint">
              {state.resendIn > 0 ? m.resendIn(state.resendIn) : m.resendNow}
            </Text>
            <Button
              variant={state.usable ? "outline" : "solid"}
              size="lg"
              onClick={resend}
              disabled={state.resendIn > 0}
              aria-describedby="resend-hint"
              loading={submitting && last === "resend"}
              loadingText={m.requesting}
            >
              {state.usable ? m.resend : m.newCode}
            </Button>
          </Flex>
        </Box>
      </Stack>
    </Box>
  );
}
