// The catch-all page for addresses the app does not have.
import { Heading, Stack, Text } from "@chakra-ui/react";

import { CardLink } from "../components/cards/cards";
import { PageWrapper } from "../components/layout/PageWrapper";
import { paths } from "../lib/routes";
import { messages } from "../messages";

export function NotFoundPage() {
  const m = messages.notFound;
  return (
    <PageWrapper title={m.documentTitle}>
      <Stack gap="5" maxW="40rem">
        <Text fontSize="6xl" fontWeight="bold" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "4xl" }}>
          {m.heading}
        </Heading>
        <Text fontSize="lg">{m.body}</Text>
        <CardLink to={paths.home}>{m.home}</CardLink>
      </Stack>
    </PageWrapper>
  );
}

export default NotFoundPage;
