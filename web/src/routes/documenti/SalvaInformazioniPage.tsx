// /documenti/salva-informazioni: no proof of income for this work position (C, for a reason other
// than STG or RED); the applicant saves and goes on to the summary of the documents.
import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react";

import { CardError, CardInfo } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { InfoIcon } from "../../components/ui/icons";
import { messages } from "../../messages";

const m = messages.salvaInformazioni;

export default function SalvaInformazioniPage() {
  const { busy, formError, submit, summaryRef } = useStepForm();
  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "short" } : null}>
      <Stack gap="6" maxW="48rem">
        <PageTitle heading={m.heading} />
        {formError ? (
          <Box ref={summaryRef} tabIndex={-1} outline="none">
            <CardError title={formError} />
          </Box>
        ) : null}
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(() => ({ type: "SUBMIT_STEP", update: { endpoint: "documents/information", body: {} } }));
          }}
        >
          <CardInfo>
            <Flex gap="3" alignItems="flex-start">
              <InfoIcon boxSize="6" color="brand.red" flexShrink={0} />
              <Text>{m.intro}</Text>
            </Flex>
            <Box mt="6">
              <BuyFormButton type="submit" inactive={false}>
                {m.submit}
              </BuyFormButton>
            </Box>
          </CardInfo>
        </chakra.form>
        <Box>
          <Text mb="3">{messages.draft.saveHint}</Text>
          <SaveDraft />
        </Box>
      </Stack>
    </PageWrapper>
  );
}
