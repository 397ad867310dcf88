// The outcome page /typ?esito=...: a title, an explanation and the next action for each esito (§2).
import { Box, Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";

import { PageWrapper } from "../../components/layout/PageWrapper";
import { AlertIcon, InfoIcon } from "../../components/ui/icons";
import { isAtRoute } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { esitoCopy } from "./esito";

export function TypPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const journey = JourneyContext.useActorRef();
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const copy = esitoCopy(params.get("esito"));

  // After a rendering error the application may still be fine: offer to go back to its page.
  const resumeRoute = snapshot && !isAtRoute(location, snapshot.route) ? snapshot.route : null;

  return (
    <PageWrapper title={`${copy.title} - ${messages.esito.documentTitle}`}>
      <Center>
        <Stack
          gap="5"
          bg="white"
          borderRadius="xl"
          p={{ base: "5", md: "10" }}
          maxW="40rem"
          w="full"
          textAlign="center"
          alignItems="center"
          boxShadow="0 4px 16px rgba(26,26,26,0.08)"
          borderTopWidth="6px"
          borderTopColor={copy.tone === "error" ? "brand.red" : "ink"}
        >
          {copy.tone === "error" ? (
            <AlertIcon boxSize="14" color="brand.red" />
          ) : (
            <InfoIcon boxSize="14" color="ink" />
          )}
          <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2">
            {copy.title}
          </Heading>
          <Text fontSize="lg">{copy.explanation}</Text>
          <Box bg="brand.cream" borderRadius="md" px="4" py="3" w="full">
            <Text fontWeight="semibold">{copy.nextStep}</Text>
          </Box>
          {resumeRoute ? (
            <Button asChild variant="solid" size="xl" w={{ base: "full", md: "auto" }} whiteSpace="normal">
              <RouterLink to={resumeRoute}>{messages.app.retry}</RouterLink>
            </Button>
          ) : copy.restartLabel ? (
            <Button variant="solid" size="xl" w={{ base: "full", md: "auto" }} whiteSpace="normal" onClick={() => journey.send({ type: "RESTART" })}>
              {copy.restartLabel}
            </Button>
          ) : null}
        </Stack>
      </Center>
    </PageWrapper>
  );
}

export default TypPage;
