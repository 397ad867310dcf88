// One figure of an offer with its label above it: the instalment, the amount, the duration, a rate.
import { Box, type BoxProps, Text, type TextProps } from "@chakra-ui/react";

export function Figure({
  label,
  align,
  children,
  ...value
}: TextProps & { label: string; align?: BoxProps["textAlign"] }) {
  return (
    <Box textAlign={align}>
      <Text fontSize="sm" color="inkMuted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" {...value}>
        {children}
      </Text>
    </Box>
  );
}
