// The spinner screen: the first paint of the app, kept apart from the heavier loading screen.
import { Center, Spinner, Text } from "@chakra-ui/react";

import { appMessages } from "../../appMessages";

/** The spinner with a short message shown until the environment settings have loaded. */
export function SpinnerScreen({ label = appMessages.spinner }: { label?: string }) {
  return (
    <Center minH="60vh" flexDirection="column" gap="4" role="status" aria-live="polite">
      <Spinner size="xl" borderWidth="4px" color="brand.red" />
      <Text fontWeight="semibold">{label}</Text>
    </Center>
  );
}
