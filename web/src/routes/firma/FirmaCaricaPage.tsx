// /firma/carica (issue 16): the request number, the contract to read (shown, downloadable, and its
// summary to scroll to the end), the acceptance boxes, then the SMS code that signs it.
import { Box, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

import type { Snapshot } from "../../api/types";
import { CardError } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { panel } from "../../components/layout/styles";
import { PdfDocument } from "../../components/pdf/PdfDocument";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldId } from "../../components/ui/field";
import { CheckCircleIcon } from "../../components/ui/icons";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { ContractSummary } from "./ContractSummary";
import { SigningCodeForm } from "./SigningCodeForm";
import { useContract } from "./useContract";

const m = messages.firma;
const LETTO = "contrattoLetto";
const ACCETTO = "condizioniAccettate";

/** 'Pratica inviata con successo' and the 8-digit request number, as a status read on arrival. */
export function PraticaSent({ numero }: { numero: string }) {
  return (
    <Flex
      role="status"
      gap="3"
      alignItems="center"
      bg="white"
      borderLeftWidth="6px"
      borderColor="ink"
      borderRadius="md"
      px={{ base: "4", md: "5" }}
      py="3"
    >
      <CheckCircleIcon boxSize="6" color="ink" flexShrink={0} />
      <Box>
        <Text fontWeight="bold">{messages.catalogue.PRATICA_INVIATA}</Text>
        <Text>
          {m.numero}:{" "}
          <chakra.span fontWeight="bold" letterSpacing="wider" data-testid="numero-pratica">
            {numero}
          </chakra.span>
        </Text>
      </Box>
    </Flex>
  );
}

function ContractDocument({ available }: { available: boolean }) {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const { pdf, url } = useContract(session, "contratto", available);
  return (
    <Box as="section" aria-labelledby="contract-title" p={{ base: "5", md: "6" }} {...panel}>
      <Heading as="h2" id="contract-title" fontSize="xl" mb="2">
        {m.contractTitle}
      </Heading>
      <Text mb="4">{m.contractIntro}</Text>
      <PdfDocument
        pdf={pdf}
        url={url}
        fileName="Contratto.pdf"
        labels={m}
        downloadTestId="contratto-download"
        frameHeight="32rem"
        errorHeadingLevel="h3"
      />
    </Box>
  );
}

/** The two boxes (unticked, and disabled until the contract's end is reached) and "Richiedi il codice". */
function Acceptance({ snapshot }: { snapshot: Snapshot }) {
  const [end, setEnd] = useState(false);
  const [letto, setLetto] = useState(false);
  const [accetto, setAccetto] = useState(false);
  const sending = JourneyContext.useSelector((s) => s.matches({ step: "submitting" }));
  const check = {
    ...(letto ? {} : { [LETTO]: messages.catalogue.CONTRATTO_DA_ACCETTARE }),
    ...(accetto ? {} : { [ACCETTO]: messages.catalogue.CONTRATTO_DA_ACCETTARE }),
  };
  const { complete, errors, formError, submit, summaryRef } = useStepForm({ check });
  const otpError = errors.otp;

  return (
    <Stack gap="6">
      <ContractSummary snapshot={snapshot} onEnd={() => setEnd(true)} />
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(() => ({
            type: "SUBMIT_STEP",
            update: {
              endpoint: "signing-code",
              body: { contrattoLetto: true, condizioniAccettate: true, reinvio: false },
            },
          }));
        }}
      >
        <Stack gap="5" p={{ base: "5", md: "6" }} {...panel}>
          {formError && (otpError || formError !== messages.catalogue.CONTROLLA_CAMPI) ? (
            <Box ref={summaryRef} tabIndex={-1} outline="none">
              <CardError title={otpError ?? formError} />
            </Box>
          ) : null}
          <Text
            id="acceptance-hint"
            role="status"
            fontWeight={end ? "semibold" : "normal"}
            color={end ? "ink" : "inkMuted"}
          >
            {end ? m.endReached : m.readFirst}
          </Text>
          <AcceptanceBox
            id={fieldId(LETTO)}
            name={LETTO}
            checked={letto}
            onChange={setLetto}
            enabled={end}
            error={errors[LETTO]}
          >
            {m.letto}
          </AcceptanceBox>
          <AcceptanceBox
            id={fieldId(ACCETTO)}
            name={ACCETTO}
            checked={accetto}
            onChange={setAccetto}
            enabled={end}
            error={errors[ACCETTO]}
          >
            {m.accetto}
          </AcceptanceBox>
          <Box>
            <BuyFormButton type="submit" inactive={!complete} loading={sending} loadingText={m.requesting}>
              {m.requestCode}
            </BuyFormButton>
          </Box>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

/** A box disabled until the contract is read to its end; the hint above says why. */
function AcceptanceBox({
  enabled,
  error,
  ...props
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  enabled: boolean;
  error?: string;
  children: string;
}) {
  return <Checkbox {...props} disabled={!enabled} describedBy="acceptance-hint" errorText={error} />;
}

export function FirmaCaricaPage() {
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const firma = snapshot?.firma ?? null;
  const numero = firma?.pratica?.numero ?? null;
  const codeSent = (firma?.otp.counter ?? 0) > 0;

  // The code asked for while on the page: the boxes and their button go, the code field comes;
  // the focus goes with them, to the field (its label and hint say what to type).
  const wasSent = useRef(codeSent);
  useEffect(() => {
    if (codeSent && !wasSent.current) requestAnimationFrame(() => document.getElementById(fieldId("otp"))?.focus());
    wasSent.current = codeSent;
  }, [codeSent]);

  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="6" maxW="56rem">
        <Box>
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {numero ? <PraticaSent numero={numero} /> : null}
        {!snapshot || !firma?.contratto ? (
          <CardError title={m.unavailable} />
        ) : (
          <>
            <ContractDocument available={firma.contratto} />
            {codeSent ? (
              <Flex gap="3" alignItems="center" role="status">
                <CheckCircleIcon boxSize="6" color="ink" flexShrink={0} />
                <Text fontWeight="semibold">{m.accepted}</Text>
              </Flex>
            ) : (
              <Acceptance snapshot={snapshot} />
            )}
            {codeSent ? <SigningCodeForm snapshot={snapshot} /> : null}
          </>
        )}
      </Stack>
    </PageWrapper>
  );
}

export default FirmaCaricaPage;
