// Where a contract PDF stands while it is fetched: a spinner, or the error with a retry. The
// contract to sign and the signed one say it in their own words.
import { Flex, Spinner, Text } from "@chakra-ui/react";

import { CardError } from "../../components/cards/cards";
import type { useContract } from "./useContract";

interface ContractLoadProps {
  pdf: ReturnType<typeof useContract>["pdf"];
  loading: string;
  loadError: string;
}

export function ContractLoad({ pdf, loading, loadError }: ContractLoadProps) {
  if (pdf.status === "loading") {
    return (
      <Flex role="status" gap="3" alignItems="center">
        <Spinner color="brand.red" />
        <Text>{loading}</Text>
      </Flex>
    );
  }
  if (pdf.status === "error") {
    return (
      <CardError title={loadError} onRetry={pdf.retry} headingLevel="h3">
        {pdf.message}
      </CardError>
    );
  }
  return null;
}
