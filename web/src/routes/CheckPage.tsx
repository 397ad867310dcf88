// /check: where a tab without an application lands (spec §2, with the intended OR of DESIGN §7).
// A tab with an application is sent on to the server's route by the layout before this renders.
import { Stack, Text } from "@chakra-ui/react";

import { CardInfo, CardLink } from "../components/cards/cards";
import { PageTitle } from "../components/layout/PageTitle";
import { PageWrapper } from "../components/layout/PageWrapper";
import { paths } from "../lib/routes";
import { messages } from "../messages";

export function CheckPage() {
  const m = messages.check;
  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="5" maxW="40rem">
        <PageTitle heading={m.heading} />
        <CardInfo>
          <Text>{m.body}</Text>
        </CardInfo>
        <CardLink to={paths.home}>{m.start}</CardLink>
      </Stack>
    </PageWrapper>
  );
}

export default CheckPage;
