import { Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A page's title: the h1 that takes the focus on arrival, and the lead paragraph under it if any. */
export function PageTitle({ heading, intro }: { heading: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Heading as="h1" tabIndex={-1} outline="none" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15">
        {heading}
      </Heading>
      {intro ? (
        <Text mt="2" fontSize={{ base: "md", md: "lg" }}>
          {intro}
        </Text>
      ) : null}
    </>
  );
}
