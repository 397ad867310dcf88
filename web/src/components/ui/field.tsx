// Field snippet: a visible label, an optional hint and the field's error, wired to the control
// by id so the control can carry aria-describedby (hint and error) and aria-invalid.
import { Field as ChakraField } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FieldProps extends Omit<ChakraField.RootProps, "label" | "id" | "children"> {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  optionalText?: ReactNode;
  children: ReactNode;
}

/** The DOM id of a field's control, from its error path ("agreements.questionOne" included). */
export const fieldId = (path: string) => `field-${path.replace(/\./g, "-")}`;

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** The aria attributes a control inside <Field> needs. */
export function controlAria(id: string, { hasHint, error }: { hasHint: boolean; error?: string }) {
  const ids = fieldIds(id);
  const describedBy = [error ? ids.error : null, hasHint ? ids.hint : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function Field({ id, label, helperText, errorText, optionalText, children, ...rest }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <ChakraField.Root
      id={id}
      ids={{ errorText: ids.error, helperText: ids.hint }}
      invalid={Boolean(errorText)}
      gap="1.5"
      {...rest}
    >
      <ChakraField.Label fontWeight="semibold" fontSize="md" color="ink">
        {label}
        {optionalText ? (
          <ChakraField.RequiredIndicator fallback={optionalText} color="inkMuted" fontWeight="normal" />
        ) : null}
      </ChakraField.Label>
      {children}
      {helperText ? (
        <ChakraField.HelperText color="inkMuted" fontSize="sm">
          {helperText}
        </ChakraField.HelperText>
      ) : null}
      {errorText ? (
        <ChakraField.ErrorText color="brand.red" fontWeight="semibold" fontSize="sm">
          {errorText}
        </ChakraField.ErrorText>
      ) : null}
    </ChakraField.Root>
  );
}
