// card-quote of spec §2: the quote card of the default loading screen, with the spec's words.
import { Text } from "@chakra-ui/react";

import { QUOTE_FOOTER, QUOTE_SUBTITLE, QUOTE_TITLE } from "../../catalogue";
import { CardBox } from "./cards";

export function CardQuote() {
  return (
    <CardBox kind="quote">
      <Text as="p" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" lineHeight="1.2">
        {QUOTE_TITLE}
      </Text>
      <Text as="p" mt="2" fontSize="lg" color="inkMuted" fontStyle="italic">
        {QUOTE_SUBTITLE}
      </Text>
      <Text as="p" mt="6" fontSize="sm" color="inkMuted">
        {QUOTE_FOOTER}
      </Text>
    </CardBox>
  );
}
