// The offer being requested (importo, rate, rata), as a card beside the light form.
import { Box, Flex, Separator, Text } from "@chakra-ui/react";

import type { SimulatorData } from "../../api/types";
import { CardTitled } from "../../components/cards/cards";
import { Figure } from "../../components/offer/OfferFigures";
import { formatEuroCents } from "../../lib/format";
import { messages } from "../../messages";

export function OfferSummary({ simulator, isDefault }: { simulator: SimulatorData; isDefault: boolean }) {
  const m = messages.offer;
  return (
    <CardTitled id="offer-title" title={m.title}>
      <Box px={{ base: "5", md: "6" }} py="5">
        <Figure label={m.importo} size="lg" data-testid="offer-importo">
          {formatEuroCents(simulator.SC_IMPORTO_TOTALE)}
        </Figure>
        <Separator my="4" />
        <Flex justifyContent="space-between" gap="4" flexWrap="wrap">
          <Figure label={m.rata} color="brand.red" data-testid="offer-rata">
            {formatEuroCents(simulator.SC_IMPORTO_RATA)}
          </Figure>
          <Figure label={m.numeroRate} align={{ base: "left", sm: "right" }} data-testid="offer-rate">
            {m.rateValue(simulator.SC_NUMERO_RATE)}
          </Figure>
        </Flex>
        {isDefault ? (
          <Text mt="4" fontSize="sm" color="inkMuted" bg="brand.cream" borderRadius="md" px="3" py="2">
            {m.defaultNote}
          </Text>
        ) : null}
      </Box>
    </CardTitled>
  );
}
