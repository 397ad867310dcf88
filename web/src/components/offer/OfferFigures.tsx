// An engine offer as figures: the instalment first, then amount, duration, TAN, TAEG and costs.
import { Box, chakra, Flex, Text } from "@chakra-ui/react";

import type { Offerta } from "../../api/types";
import { formatEuroCents, formatPercent } from "../../lib/format";
import { messages } from "../../messages";

const m = messages.offerta;

const euro = (cents: number | null | undefined) => (typeof cents === "number" ? formatEuroCents(cents) : "–");

export function OfferHeadline({ offerta }: { offerta: Offerta }) {
  return (
    <Flex gap="6" flexWrap="wrap" alignItems="flex-end">
      <Box>
        <Text fontSize="sm" color="inkMuted">
          {m.rata}
        </Text>
        <Text
          fontSize={{ base: "3xl", md: "4xl" }}
          fontWeight="bold"
          lineHeight="1.1"
          color="brand.red"
          data-testid="offer-rata"
        >
          {euro(offerta.importoRata)}
        </Text>
      </Box>
      <Box>
        <Text fontSize="sm" color="inkMuted">
          {m.importo}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-testid="offer-importo">
          {euro(offerta.importoTotale)}
        </Text>
      </Box>
      <Box>
        <Text fontSize="sm" color="inkMuted">
          {m.durata}
        </Text>
        <Text fontSize="xl" fontWeight="bold">
          {offerta.numeroRate ? messages.offer.rateValue(offerta.numeroRate) : "–"}
        </Text>
      </Box>
    </Flex>
  );
}

export function OfferCosts({ offerta }: { offerta: Offerta }) {
  const rows: [string, string][] = [
    [m.tan, formatPercent(offerta.tan)],
    [m.taeg, formatPercent(offerta.taeg)],
    [m.speseIstruttoria, euro(offerta.speseIstruttoria)],
    [m.speseIncassoRata, euro(offerta.speseIncassoRata)],
    [m.impostaBollo, euro(offerta.impostaBollo)],
    [m.interessi, euro(offerta.interessiTotali)],
    [m.totaleDovuto, euro(offerta.importoTotaleDovuto)],
  ];
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }}
      columnGap="6"
      rowGap="2"
      fontSize="sm"
    >
      {rows.map(([label, value]) => (
        <Flex
          key={label}
          justifyContent="space-between"
          gap="3"
          borderBottomWidth="1px"
          borderColor="gray.200"
          py="1.5"
        >
          <chakra.dt color="inkMuted">{label}</chakra.dt>
          <chakra.dd fontWeight="semibold" textAlign="right">
            {value}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
