// The offer being requested (importo, rate, rata), as a card beside the light form.
import { Box, Flex, Heading, Separator, Text } from "@chakra-ui/react";

import type { SimulatorData } from "../../api/types";
import { formatEuroCents } from "../../lib/format";
import { messages } from "../../messages";

export function OfferSummary({ simulator, isDefault }: { simulator: SimulatorData; isDefault: boolean }) {
  const m = messages.offer;
  return (
    <Box
      as="section"
      aria-labelledby="offer-title"
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="0 4px 16px rgba(26,26,26,0.08)"
    >
      <Box bg="ink" color="white" px={{ base: "5", md: "6" }} py="4">
        <Heading as="h2" id="offer-title" fontSize="md" fontWeight="semibold" lineHeight="1.3">
          {m.title}
        </Heading>
      </Box>
      <Box px={{ base: "5", md: "6" }} py="5">
        <Text fontSize="sm" color="inkMuted">
          {m.importo}
        </Text>
        <Text fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" lineHeight="1.1" data-testid="offer-importo">
          {formatEuroCents(simulator.SC_IMPORTO_TOTALE)}
        </Text>
        <Separator my="4" />
        <Flex justifyContent="space-between" gap="4" flexWrap="wrap">
          <Box>
            <Text fontSize="sm" color="inkMuted">
              {m.rata}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="brand.red" data-testid="offer-rata">
              {formatEuroCents(simulator.SC_IMPORTO_RATA)}
            </Text>
          </Box>
          <Box textAlign={{ base: "left", sm: "right" }}>
            <Text fontSize="sm" color="inkMuted">
              {m.numeroRate}
            </Text>
            <Text fontSize="xl" fontWeight="bold" data-testid="offer-rate">
              {m.rateValue(simulator.SC_NUMERO_RATE)}
            </Text>
          </Box>
        </Flex>
        {isDefault ? (
          <Text mt="4" fontSize="sm" color="inkMuted" bg="brand.cream" borderRadius="md" px="3" py="2">
            {m.defaultNote}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
