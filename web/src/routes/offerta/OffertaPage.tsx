// Step 2 at /offerta: the engine's offer for the terms asked and, when larger, the most the
// applicant can have; the choice produces the SECCI (a second or so: the progress screen shows).
import { Box, chakra, Flex, Heading, Stack } from "@chakra-ui/react";
import { useState } from "react";

import type { Offerta } from "../../api/types";
import { CardError, CardInfo } from "../../components/cards/cards";
import { SaveDraft } from "../../components/draft/SaveDraft";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { useStepForm } from "../../components/form/useStepForm";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { OfferCosts, OfferHeadline } from "../../components/offer/OfferFigures";
import { panel } from "../../components/layout/styles";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

const m = messages.offerta;

interface Choice {
  key: "asked" | "max";
  title: string;
  offerta: Offerta & { prgSimul: string };
}

function choicesOf(asked: Offerta | null | undefined, max: Offerta | null | undefined): Choice[] {
  const choices: Choice[] = [];
  if (asked?.prgSimul) choices.push({ key: "asked", title: m.asked, offerta: { ...asked, prgSimul: asked.prgSimul } });
  const larger = max?.prgSimul && max.prgSimul !== asked?.prgSimul && max.importoTotale !== asked?.importoTotale;
  if (max?.prgSimul && larger) choices.push({ key: "max", title: m.max, offerta: { ...max, prgSimul: max.prgSimul } });
  return choices;
}

const RadioInput = chakra("input");

export function OffertaPage() {
  const simulation = JourneyContext.useSelector((s) => s.context.snapshot?.simulation ?? null);
  const { busy, formError, submit } = useStepForm();
  const choices = choicesOf(simulation?.codOfferta, simulation?.maxOfferta);
  const [selected, setSelected] = useState<string>(choices[0]?.offerta.prgSimul ?? "");

  return (
    <PageWrapper title={m.documentTitle} loading={busy ? { variant: "progress", bar: "full" } : null}>
      <Stack gap="6" maxW="52rem">
        <Box>
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {formError ? <CardError title={formError} /> : null}
        {choices.length === 0 ? (
          <CardError title={m.noOffer} />
        ) : (
          <chakra.form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!selected) return;
              submit(() => ({
                type: "SUBMIT_STEP",
                update: { endpoint: "offer", body: { offer: { prgSimul: selected } } },
              }));
            }}
          >
            <chakra.fieldset border="0" p="0" m="0" minW="0">
              <chakra.legend srOnly>{m.chooseLegend}</chakra.legend>
              <Stack gap="4">
                {choices.map((choice) => {
                  const id = `offer-${choice.key}`;
                  const checked = selected === choice.offerta.prgSimul;
                  return (
                    <Box
                      key={choice.key}
                      onClick={() => setSelected(choice.offerta.prgSimul)}
                      {...panel}
                      p={{ base: "4", md: "6" }}
                      cursor="pointer"
                      borderWidth="3px"
                      borderColor={checked ? "brand.red" : "transparent"}
                      data-testid={id}
                    >
                      <Flex gap="3" alignItems="center" mb="4">
                        <RadioInput
                          type="radio"
                          id={id}
                          name="offerta"
                          value={choice.offerta.prgSimul}
                          checked={checked}
                          onChange={() => setSelected(choice.offerta.prgSimul)}
                          w="5"
                          h="5"
                          flexShrink={0}
                          css={{ accentColor: "var(--chakra-colors-brand-red)" }}
                        />
                        <Heading as="h2" fontSize="lg" lineHeight="1.3">
                          <chakra.label htmlFor={id} cursor="pointer">
                            {choice.title}
                          </chakra.label>
                        </Heading>
                      </Flex>
                      <OfferHeadline offerta={choice.offerta} />
                      <Box mt="4">
                        <OfferCosts offerta={choice.offerta} />
                      </Box>
                    </Box>
                  );
                })}
              </Stack>
            </chakra.fieldset>
            <Flex mt="6" gap="4" flexDirection={{ base: "column", md: "row" }} alignItems={{ md: "center" }}>
              <BuyFormButton type="submit" inactive={!selected}>
                {m.submit}
              </BuyFormButton>
            </Flex>
          </chakra.form>
        )}
        <CardInfo title={messages.informazioniPersonali.keepAtHandTitle}>
          <Stack as="ul" gap="1" ps="5">
            {messages.informazioniPersonali.keepAtHand.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Stack>
        </CardInfo>
        <SaveDraft />
      </Stack>
    </PageWrapper>
  );
}

export default OffertaPage;
