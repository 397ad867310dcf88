// The header of spec §2: the logo and an optional left button (a link, or a back handler).
import { Box, Button, Container, Flex, Image } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

import { appMessages } from "../../appMessages";
import { ArrowLeftIcon } from "../ui/icons";

export type HeaderLeftAction =
  { kind: "link"; to: string; label?: string } | { kind: "back"; onBack: () => void; label?: string };

export const imageUrl = (name: string) => `${import.meta.env.BASE_URL}images/${name}`;

export function Header({ left }: { left?: HeaderLeftAction }) {
  const label = left?.label ?? appMessages.back;
  return (
    <Box as="header" bg="brand.yellow" borderBottomWidth="1px" borderColor="blackAlpha.200">
      <Container maxW="6xl" px={{ base: "4", md: "8" }}>
        <Flex h={{ base: "16", md: "20" }} alignItems="center" gap="2">
          {left?.kind === "link" ? (
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={left.to}>
                <ArrowLeftIcon boxSize="5" />
                {label}
              </RouterLink>
            </Button>
          ) : null}
          {left?.kind === "back" ? (
            <Button variant="ghost" size="sm" onClick={left.onBack}>
              <ArrowLeftIcon boxSize="5" />
              {label}
            </Button>
          ) : null}
          <Image
            src={imageUrl("logo.svg")}
            alt={appMessages.logoAlt}
            h={{ base: "9", md: "11" }}
            w="auto"
            ml={left ? "auto" : undefined}
          />
        </Flex>
      </Container>
    </Box>
  );
}
