// Checkbox snippet: a native checkbox (reliable for keyboards, screen readers and tests) with its
// label beside it and the error under it.
import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import type { ChangeEvent, ReactNode } from "react";

import { controlAria, fieldIds } from "./field";

export interface CheckboxProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  errorText?: string;
  disabled?: boolean;
  /** The id of a text elsewhere on the page that tells about this box (why it is disabled). */
  describedBy?: string;
}

const NativeCheckbox = chakra("input");

export function Checkbox({ id, name, checked, onChange, children, errorText, disabled, describedBy }: CheckboxProps) {
  const aria = controlAria(id, { hasHint: false, error: errorText });
  const described = [aria["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <Box>
      <Flex as="div" gap="3" alignItems="flex-start">
        <NativeCheckbox
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          {...aria}
          aria-describedby={described}
          disabled={disabled}
          flexShrink={0}
          mt="0.5"
          w="5"
          h="5"
          cursor={disabled ? "not-allowed" : "pointer"}
          css={{ accentColor: "var(--chakra-colors-brand-red)" }}
        />
        <chakra.label
          htmlFor={id}
          fontSize="sm"
          lineHeight="1.5"
          cursor={disabled ? "not-allowed" : "pointer"}
          color="ink"
        >
          {children}
        </chakra.label>
      </Flex>
      {errorText ? (
        <Text id={fieldIds(id).error} mt="1" ml="8" color="brand.red" fontWeight="semibold" fontSize="sm">
          {errorText}
        </Text>
      ) : null}
    </Box>
  );
}
