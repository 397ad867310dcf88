// The offer being requested (importo, rate, rata), as a card beside the light form.
import { Box, Button, Flex, Separator, Text } from "@chakra-ui/react";

import { appMessages } from "../../appMessages";
import { CardTitled } from "../../components/cards/cards";
import { Figure } from "../../components/offer/OfferFigures";
import { formatEuroCents } from "../../lib/format";
import type { QuoteState } from "../../lib/quote";
import { messages } from "../../messages";

export interface OfferSummaryProps {
  importo: number;
  numeroRate: number;
  /** The instalment in cents, or the engine's quote for it while there is none yet. */
  rata: number | QuoteState;
  isDefault: boolean;
}

export function OfferSummary({ importo, numeroRate, rata, isDefault }: OfferSummaryProps) {
  const m = messages.offer;
  const failed = typeof rata !== "number" && (rata.status === "error" || rata.status === "ready");
  return (
    <CardTitled id="offer-title" title={m.title}>
      <Box px={{ base: "5", md: "6" }} py="5">
        <Figure label={m.importo} size="lg" data-testid="offer-importo">
          {formatEuroCents(importo)}
        </Figure>
        <Separator my="4" />
        {/* On a phone the two figures are stacked whether the instalment is known or still being
            computed (its message is wider than the figure): the card keeps its height when the
            quote arrives, and the form below it does not move. */}
        <Flex direction={{ base: "column", sm: "row" }} justifyContent="space-between" gap="4" flexWrap="wrap">
          {typeof rata === "number" ? (
            <Figure label={m.rata} color="brand.red" data-testid="offer-rata">
              {formatEuroCents(rata)}
            </Figure>
          ) : (
            <Box aria-live="polite" aria-busy={!failed}>
              <Text fontSize="sm" color="inkMuted">
                {m.rata}
              </Text>
              <Text fontWeight="semibold" minH="1.875rem" data-testid="offer-rata-pending">
                {failed ? messages.simulatore.quoteError : messages.simulatore.calculating}
              </Text>
            </Box>
          )}
          <Figure label={m.numeroRate} align={{ base: "left", sm: "right" }} data-testid="offer-rate">
            {m.rateValue(numeroRate)}
          </Figure>
        </Flex>
        {typeof rata !== "number" && rata.status === "error" ? (
          <Button variant="outline" size="sm" mt="3" onClick={rata.retry}>
            {appMessages.retry}
          </Button>
        ) : null}
        {isDefault ? (
          <Text mt="4" fontSize="sm" color="inkMuted" bg="brand.cream" borderRadius="md" px="3" py="2">
            {m.defaultNote}
          </Text>
        ) : null}
      </Box>
    </CardTitled>
  );
}
