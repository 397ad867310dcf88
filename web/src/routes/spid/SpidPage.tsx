// /spid: what happens with SPID, then off to the eID gateway's login; back from a failed login
// (the callback sends /spid?errore=), what went wrong and that one more try is left.
import { Box, Button, Flex, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";

import { ApiError } from "../../api/client";
import { startSpid } from "../../api/spid";
import { CardError, CardInfo } from "../../components/cards/cards";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { wideOnMobile } from "../../components/layout/styles";
import { paths } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";
import { SpidLogo } from "./SpidLogo";

const m = messages.spid;

/** The message for /spid?errore=<reason>, or null without one. */
export function spidErrorOf(reason: string | null): string | null {
  if (reason === null) return null;
  return m.errors[reason] ?? messages.catalogue.SPID_ERRORE;
}

export default function SpidPage() {
  const session = JourneyContext.useSelector((s) => s.context.session);
  const snapshot = JourneyContext.useSelector((s) => s.context.snapshot);
  const [params] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const loginError = spidErrorOf(params.get("errore"));
  const errorCounter = snapshot?.spid?.errorCounter ?? 0;
  const back = snapshot?.route ?? paths.documenti;

  async function start() {
    if (!session || starting) return;
    setStarting(true);
    setStartError(null);
    try {
      const { url } = await startSpid(session);
      // The gateway's own page: this tab keeps the session (sessionStorage) for the way back.
      window.location.assign(url);
    } catch (error) {
      setStartError(error instanceof ApiError ? error.message : messages.catalogue.SERVIZIO_NON_DISPONIBILE);
      setStarting(false);
    }
  }

  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="6" maxW="44rem">
        <Box>
          <PageTitle heading={m.heading} intro={m.intro} />
        </Box>
        {loginError ? (
          <CardError title={loginError}>{errorCounter === 1 ? <Text>{m.lastAttempt}</Text> : null}</CardError>
        ) : null}
        <CardInfo title={m.howTitle} icon={<SpidLogo />}>
          <List.Root as="ol" gap="2" ps="5">
            {m.how.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </CardInfo>
        {startError ? <CardError title={startError} headingLevel="h2" /> : null}
        <Flex gap="4" direction={{ base: "column", md: "row" }} alignItems={{ md: "center" }}>
          <Button variant="solid" size="xl" loading={starting} onClick={() => void start()} {...wideOnMobile}>
            {m.start}
          </Button>
          <Button asChild variant="outline" size="xl" {...wideOnMobile}>
            <RouterLink to={back}>{m.back}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </PageWrapper>
  );
}
