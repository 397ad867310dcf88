// The card family of spec §2: card-info, card-link, card-error and card-document-recap (card-quote
// lives in CardQuote.tsx, with the loading screen that shows it, out of the first load;
// card-upload and card-qrcode in their own modules, with the documents step), the titled card and
// the checklist of what to keep at hand.
import { Box, Button, chakra, Flex, Heading, List, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

import { appMessages } from "../../appMessages";
import { journeyCardRecipe } from "../../theme/card.recipe";
import { AlertIcon, CheckCircleIcon, ChevronRightIcon } from "../ui/icons";
import { panel } from "../layout/styles";

export const CardBox = chakra("div", journeyCardRecipe);
const CardAnchor = chakra(RouterLink, journeyCardRecipe);

export type HeadingLevel = "h1" | "h2" | "h3";

/** A white card under a dark title bar: the offer beside the light form, the simulator's quote. */
export function CardTitled({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} overflow="hidden" {...panel}>
      <Box bg="ink" color="white" px={{ base: "5", md: "6" }} py="4">
        <Heading as="h2" id={id} fontSize="md" fontWeight="semibold" lineHeight="1.3">
          {title}
        </Heading>
      </Box>
      {children}
    </Box>
  );
}

export function CardInfo({
  title,
  icon,
  children,
  headingLevel = "h2",
}: {
  title?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  headingLevel?: HeadingLevel;
}) {
  return (
    <CardBox kind="info">
      {title ? (
        <Flex gap="3" alignItems="center" mb="3">
          {icon}
          <Heading as={headingLevel} fontSize="lg" lineHeight="1.3">
            {title}
          </Heading>
        </Flex>
      ) : null}
      {children}
    </CardBox>
  );
}

/** The whole card is one link: red text and a chevron on the right. */
export function CardLink({ to, children, description }: { to: string; children: ReactNode; description?: ReactNode }) {
  return (
    <CardAnchor kind="link" to={to}>
      <Flex alignItems="center" justifyContent="space-between" gap="4">
        <Box>
          <Text as="span" display="block" fontSize="md">
            {children}
          </Text>
          {description ? (
            <Text as="span" display="block" mt="1" fontSize="sm" fontWeight="normal" color="inkMuted">
              {description}
            </Text>
          ) : null}
        </Box>
        <ChevronRightIcon boxSize="5" flexShrink={0} />
      </Flex>
    </CardAnchor>
  );
}

/** Shows the error content it is given, with an optional retry. */
export function CardError({
  title,
  children,
  onRetry,
  retryLabel = appMessages.retry,
  headingLevel = "h2",
}: {
  title: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <CardBox kind="error" role="alert">
      <Flex gap="3" alignItems="flex-start">
        <AlertIcon boxSize="6" color="brand.red" flexShrink={0} mt="0.5" />
        <Box>
          <Heading as={headingLevel} fontSize="lg" lineHeight="1.3">
            {title}
          </Heading>
          {children ? (
            <Box mt="2" color="inkMuted">
              {children}
            </Box>
          ) : null}
          {onRetry ? (
            <Button variant="solid" mt="5" size="lg" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </Box>
      </Flex>
    </CardBox>
  );
}

export interface RecapItem {
  label: string;
  value: ReactNode;
  /** A value that is one long word (a fiscal code, an e-mail address): it takes a whole row. */
  wide?: boolean;
  /** What the server said of this value, which the applicant cannot change: said under it. */
  error?: string;
  /** The value's DOM id, where an error summary's link leads (focusable, not in the tab order). */
  id?: string;
}

/**
 * A title and up to 8 label/value pairs (spec §2); pairs past the eighth are not shown. Two to a
 * row where there is room, a wide one alone on its row, so a fiscal code or an e-mail address is
 * never cut mid-word: only one longer than the card itself (on a narrow phone) breaks.
 */
export function CardDocumentRecap({
  title,
  items,
  headingLevel = "h2",
  description,
  children,
}: {
  title: ReactNode;
  items: RecapItem[];
  headingLevel?: HeadingLevel;
  /** Under the title: where the values come from, whether they can be changed. */
  description?: ReactNode;
  /** Below the pairs: an action on what they show ("Modifica"). */
  children?: ReactNode;
}) {
  return (
    <CardBox kind="recap">
      <Heading as={headingLevel} fontSize="lg" mb={description ? "2" : "4"}>
        {title}
      </Heading>
      {description ? (
        <Box fontSize="sm" color="inkMuted" mb="4">
          {description}
        </Box>
      ) : null}
      <RecapList items={items} />
      {children}
    </CardBox>
  );
}

/** The label/value pairs of a recap card, at most 8 (spec §2). */
export function RecapList({ items }: { items: RecapItem[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
      {items.slice(0, 8).map((item) => (
        <Box
          key={item.label}
          minW="0"
          gridColumn={item.wide ? { sm: "1 / -1" } : undefined}
          // A value in error stands out as a field in error does: a red rule beside it.
          {...(item.error ? { borderLeftWidth: "4px", borderColor: "brand.red", ps: "3" } : {})}
        >
          <chakra.dt fontSize="sm" color="inkMuted">
            {item.label}
          </chakra.dt>
          <chakra.dd
            id={item.id}
            tabIndex={item.id ? -1 : undefined}
            fontWeight="semibold"
            overflowWrap="break-word"
            borderRadius="sm"
            outline="none"
            _focusVisible={{ outline: "3px solid", outlineColor: "focusRing", outlineOffset: "2px" }}
          >
            {item.value}
            {item.error ? (
              <Flex gap="1.5" mt="1" alignItems="flex-start" color="brand.red" fontSize="sm">
                <AlertIcon boxSize="4" mt="0.5" flexShrink={0} />
                <Text>{item.error}</Text>
              </Flex>
            ) : null}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** A list with a red tick before each item: what to keep at hand for the next steps. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="center">
          <List.Indicator asChild color="brand.red">
            <CheckCircleIcon boxSize="5" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
