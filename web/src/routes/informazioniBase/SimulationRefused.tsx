// The light form reached with simulator data no simulator of ours could have made: there is
// nothing to fill in for them, and the way on is the simulator, where the loan is calculated again.
import { Button, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

import { CardError } from "../../components/cards/cards";
import { PageTitle } from "../../components/layout/PageTitle";
import { PageWrapper } from "../../components/layout/PageWrapper";
import { wideOnMobile } from "../../components/layout/styles";
import { paths } from "../../lib/routes";
import type { Campaign } from "../../lib/simulator";
import { messages } from "../../messages";

const m = messages.lightForm;

export interface SimulationRefusedProps {
  /** Why: the catalogue's message, or the server's words when it refused the data. */
  message: string;
  /** The landing's campaign, which goes on to the simulator with the person. */
  campaign: Campaign;
}

export function SimulationRefused({ message, campaign }: SimulationRefusedProps) {
  const query = new URLSearchParams(campaign as Record<string, string>).toString();
  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="6" maxW="44rem">
        <PageTitle heading={m.heading} />
        <CardError title={message} headingLevel="h2">
          <Text>{m.simulationLimits}</Text>
        </CardError>
        <Button asChild variant="solid" size="xl" alignSelf="flex-start" {...wideOnMobile}>
          <RouterLink to={query ? `${paths.simulatore}?${query}` : paths.simulatore}>{m.backToSimulator}</RouterLink>
        </Button>
      </Stack>
    </PageWrapper>
  );
}
