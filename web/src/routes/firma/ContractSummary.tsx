// The contract's main conditions in a scrolling region of their own: reaching its end (by
// scrolling, the keyboard's End or Page Down once the region has the focus, or a screen reader
// reading on) is what enables the acceptance boxes. A PDF viewer tells the page nothing about how
// far it was read; this region does, in the page's own text.
import { Box, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";

import type { Snapshot } from "../../api/types";
import { RecapList } from "../../components/cards/cards";
import { panel } from "../../components/layout/styles";
import { CheckCircleIcon } from "../../components/ui/icons";
import { useEnv } from "../../env/EnvContext";
import { OfferCosts, OfferHeadline } from "../../components/offer/OfferFigures";
import { formatEuroCents, formatIban } from "../../lib/format";
import { messages } from "../../messages";

const m = messages.firma;
// A pixel or two of rounding must not keep the end out of reach.
const SLACK_PX = 4;

function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" fontSize="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** True once the region is scrolled to its end (or has nothing to scroll). */
function atEnd(region: HTMLElement): boolean {
  return region.scrollTop + region.clientHeight >= region.scrollHeight - SLACK_PX;
}

export function ContractSummary({ snapshot, onEnd }: { snapshot: Snapshot; onEnd: () => void }) {
  const regionRef = useRef<HTMLDivElement>(null);
  const ended = useRef(false);
  const check = useCallback(() => {
    const region = regionRef.current;
    if (!region || ended.current || !atEnd(region)) return;
    ended.current = true;
    onEnd();
  }, [onEnd]);

  // A screen tall enough to show it all has nothing to scroll: read as soon as shown.
  useEffect(check, [check]);

  const env = useEnv();
  const offerta = snapshot.offerta;
  const user = snapshot.user;
  const iban = snapshot.informazioniPersonali?.coordinateBancarie.iban;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <Box as="section" aria-labelledby="contract-summary-title" p={{ base: "5", md: "6" }} {...panel}>
      <Heading as="h2" id="contract-summary-title" fontSize="xl" mb="2">
        {m.summaryTitle}
      </Heading>
      <Text mb="4" color="inkMuted">
        {m.summaryIntro}
      </Text>
      <Box
        ref={regionRef}
        role="region"
        aria-label={m.summaryLabel}
        // Focusable, so a keyboard scrolls it (WCAG 2.1.1).
        tabIndex={0}
        onScroll={check}
        maxH={{ base: "22rem", md: "24rem" }}
        overflowY="auto"
        borderWidth="1px"
        borderColor="gray.400"
        borderRadius="md"
        p={{ base: "4", md: "5" }}
        _focusVisible={{ outline: "3px solid", outlineColor: "focusRing", outlineOffset: "2px" }}
        data-testid="contratto-sintesi"
      >
        <Stack gap="6">
          <Clause title={m.parti}>
            <RecapList
              items={[
                // As the contract names it (PRESTITO_LENDER): the summary must not name another.
                { label: m.finanziatore, value: env.finanziatore, wide: true },
                ...(name ? [{ label: m.richiedente, value: name }] : []),
                ...(user?.fiscalCode ? [{ label: messages.fields.fiscalCode, value: user.fiscalCode }] : []),
                ...(snapshot.firma?.pratica?.numero ? [{ label: m.numero, value: snapshot.firma.pratica.numero }] : []),
              ]}
            />
          </Clause>
          {offerta ? (
            <Clause title={m.loan}>
              <OfferHeadline offerta={offerta} />
              <Box mt="4">
                <OfferCosts offerta={offerta} />
              </Box>
            </Clause>
          ) : null}
          {iban ? (
            <Clause title={m.accredito}>
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {formatIban(iban)}
              </Text>
            </Clause>
          ) : null}
          {offerta?.importoRata && offerta.numeroRate ? (
            <Clause title={m.rimborso}>
              <Text>
                {m.rimborsoText(
                  formatEuroCents(offerta.importoRata),
                  offerta.numeroRate,
                  // The contract names the last instalment where the plan's rounding makes it differ.
                  offerta.importoUltimaRata && offerta.importoUltimaRata !== offerta.importoRata
                    ? formatEuroCents(offerta.importoUltimaRata)
                    : null,
                )}
              </Text>
            </Clause>
          ) : null}
          <Clause title={m.recesso}>
            <Text>{m.recessoText}</Text>
          </Clause>
          <Clause title={m.rimborsoAnticipato}>
            <Text>{m.rimborsoAnticipatoText}</Text>
          </Clause>
          <Clause title={m.firma}>
            <Text>{m.firmaText}</Text>
          </Clause>
          <Flex gap="2" alignItems="center" borderTopWidth="2px" borderColor="ink" pt="3" data-testid="contratto-fine">
            <CheckCircleIcon boxSize="5" color="ink" />
            <chakra.p fontWeight="bold">{m.end}</chakra.p>
          </Flex>
        </Stack>
      </Box>
    </Box>
  );
}
