// An engine offer as figures: the instalment first, then amount, duration, TAN, TAEG and costs;
// Figure is one of them with its label, also used by the offer summary and the simulator.
import { Box, type BoxProps, chakra, Flex, Text, type TextProps } from "@chakra-ui/react";

import type { Offerta } from "../../api/types";
import { formatEuroCents, formatPercent } from "../../lib/format";
import { messages } from "../../messages";

const m = messages.offerta;

/** One figure with its label above it: the instalment, the amount, the duration, a rate. */
// md: a figure among others; lg: the one the card is about; xl: the simulator's answer.
const SIZES = {
  md: { fontSize: "xl" },
  lg: { fontSize: { base: "3xl", md: "4xl" }, lineHeight: "1.1" },
  xl: { fontSize: { base: "4xl", md: "5xl" }, lineHeight: "1.1" },
} as const;

export function Figure({
  label,
  size = "md",
  align,
  children,
  ...value
}: TextProps & { label: string; size?: keyof typeof SIZES; align?: BoxProps["textAlign"] }) {
  return (
    <Box textAlign={align}>
      <Text fontSize="sm" color="inkMuted">
        {label}
      </Text>
      <Text fontWeight="bold" {...SIZES[size]} {...value}>
        {children}
      </Text>
    </Box>
  );
}

/** An amount in cents, or a dash when there is none. */
export const euro = (cents: number | null | undefined) => (typeof cents === "number" ? formatEuroCents(cents) : "–");

export function OfferHeadline({ offerta }: { offerta: Offerta }) {
  return (
    <Flex gap="6" flexWrap="wrap" alignItems="flex-end">
      <Figure label={m.rata} size="lg" color="brand.red" data-testid="offer-rata">
        {euro(offerta.importoRata)}
      </Figure>
      <Figure label={m.importo} data-testid="offer-importo">
        {euro(offerta.importoTotale)}
      </Figure>
      <Figure label={m.durata}>{offerta.numeroRate ? messages.offer.rateValue(offerta.numeroRate) : "–"}</Figure>
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
