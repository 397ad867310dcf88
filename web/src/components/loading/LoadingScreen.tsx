// The loading screen of spec §2 in its three variants: 'progress', 'recap' and the default quote.
// Its own chunk (with Chakra's progress machine): PageWrapper loads it lazily, see loadLoadingScreen.
import { Box, Center, Flex, Progress, Stack, Text } from "@chakra-ui/react";
import { progressSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect, useState } from "react";

import { messages } from "../../messages";
import { CardQuote } from "../cards/CardQuote";
import { Checklist } from "../cards/cards";
import { SearchIcon } from "../ui/icons";

export type LoadingVariant = "progress" | "recap" | "quote";

export interface LoadingScreenProps {
  variant?: LoadingVariant;
  /** For 'progress': the short (2 messages) or the full (5 messages) bar. */
  bar?: "short" | "full";
}

const STEP_MS = 2200;

/** Walks through the messages once and stays on the last one, as the request is still running. */
function useScrollingMessage(items: readonly string[]) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index >= items.length - 1) return;
    const timer = window.setTimeout(() => setIndex((i) => i + 1), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [index, items.length]);
  // The bar never reaches 100% by itself: the answer of the server completes it.
  const value = Math.round(((index + 1) / (items.length + 1)) * 100);
  return { message: items[Math.min(index, items.length - 1)] ?? "", value };
}

function Warning() {
  return (
    <Text as="p" fontSize={{ base: "lg", md: "xl" }} fontWeight="bold" textAlign="center" maxW="32rem">
      {messages.catalogue.LOADING_WARNING}
    </Text>
  );
}

function ScrollingProgress({ items }: { items: readonly string[] }) {
  const { message, value } = useScrollingMessage(items);
  return (
    <Box w="full" maxW="28rem">
      {/* The loading screen is itself loaded lazily: its progress styles come with it. */}
      <Progress.Root recipe={progressSlotRecipe} value={value} colorPalette="brand" size="md" locale="it-IT">
        {/* The track is the element with role="progressbar": it carries the name. */}
        <Progress.Track bg="white" borderRadius="full" aria-label={messages.loading.progressLabel}>
          <Progress.Range borderRadius="full" transition="width 0.8s ease" />
        </Progress.Track>
      </Progress.Root>
      <Box role="status" aria-live="polite" mt="4" minH="3rem" textAlign="center">
        <Text key={message} animation="messageIn 0.4s ease-out" fontWeight="semibold">
          {message}
        </Text>
      </Box>
    </Box>
  );
}

function CoinJuggling() {
  return (
    <Flex gap="4" h="24" alignItems="flex-end" justifyContent="center" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          w="12"
          h="12"
          borderRadius="full"
          bg="linear-gradient(145deg, #FFE566, #E0A800)"
          borderWidth="3px"
          borderColor="#B8860B"
          boxShadow="inset 0 -3px 0 rgba(0,0,0,0.15)"
          animation={`coinToss 1.2s ease-in-out ${i * 0.2}s infinite`}
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="#7A5A00"
          fontWeight="bold"
          fontSize="xl"
        >
          €
        </Box>
      ))}
    </Flex>
  );
}

export function LoadingScreen({ variant = "quote", bar = "short" }: LoadingScreenProps) {
  if (variant === "progress") {
    const items = bar === "full" ? messages.catalogue.LOADING_FULL : messages.catalogue.LOADING_SHORT;
    return (
      <Stack gap="8" alignItems="center" py={{ base: "10", md: "16" }} px="4">
        <Center w="20" h="20" borderRadius="full" bg="white" color="brand.red">
          <SearchIcon boxSize="10" />
        </Center>
        <Warning />
        <ScrollingProgress items={items} />
      </Stack>
    );
  }

  if (variant === "recap") {
    return (
      <Stack gap="8" alignItems="center" py={{ base: "10", md: "16" }} px="4">
        <Warning />
        <Box bg="white" borderRadius="xl" p="6" w="full" maxW="28rem">
          <Text fontWeight="bold" mb="3">
            {messages.informazioniPersonali.keepAtHandTitle}
          </Text>
          <Checklist items={messages.informazioniPersonali.keepAtHand} />
        </Box>
        <ScrollingProgress items={messages.loading.recap} />
      </Stack>
    );
  }

  return (
    <Stack gap="6" alignItems="center" py={{ base: "8", md: "14" }} px="4" role="status" aria-live="polite">
      <CoinJuggling />
      <Box w="full" maxW="32rem">
        <CardQuote />
      </Box>
    </Stack>
  );
}

export default LoadingScreen;
