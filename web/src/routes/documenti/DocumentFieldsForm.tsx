// The fields of one document to confirm or correct, on its card: prefilled with what recognition
// read, a field it could not read left empty and said so, never guessed; those the server keeps as
// read (the identity a provider read) shown read-only.
import { Box, chakra, Flex, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";

import type { FieldErrors } from "../../api/clientTypes";
import type { DocumentFields, DocumentSlot } from "../../api/types";
import { CardError } from "../../components/cards/cards";
import { documentTypeName } from "../../components/cards/CardUpload";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { TextField } from "../../components/form/fields";
import { controlAria, Field, fieldId } from "../../components/ui/field";
import { LockIcon } from "../../components/ui/LockIcon";
import { messages } from "../../messages";
import { checkFields, fieldSpec, hasDocumentType, slotFields, type FieldName } from "./documentFields";

const m = messages.upload;

export interface DocumentFieldsFormProps {
  slot: DocumentSlot;
  /** The server's answer to this document's last confirmation, by field. */
  serverErrors: FieldErrors;
  /** What went wrong with that confirmation as a whole (service down...). */
  formError: string | null;
  onConfirm: (values: DocumentFields) => void;
  confirmLabel?: string;
  /** What the form says first (by default, whether the fields were read or are to type). */
  intro?: string;
  /** False where the page shows the document's type already (/spid/documenti's recap). */
  showType?: boolean;
  /** A page whose one form this is: its errors are listed above the fields, and read first. */
  withSummary?: boolean;
  /** Fields the server refuses to see changed: shown read-only, sent as they are, not checked. */
  locked?: readonly FieldName[];
  /** What a locked field says under it: where its value comes from. */
  lockedHint?: string;
  /** Where an answer with errors puts the focus, instead of the first field: the page's summary. */
  errorFocus?: RefObject<HTMLElement | null>;
}

export const pathOf = (slot: Pick<DocumentSlot, "id">, name: string) => `${slot.id}.${name}`;

const NONE: readonly FieldName[] = [];

export function DocumentFieldsForm({
  slot,
  serverErrors,
  formError,
  onConfirm,
  confirmLabel = m.confirm,
  intro,
  showType = true,
  withSummary = false,
  locked = NONE,
  lockedHint,
  errorFocus,
}: DocumentFieldsFormProps) {
  const names = useMemo(() => slotFields(slot), [slot]);
  const typed = useMemo(() => names.filter((name) => !locked.includes(name)), [names, locked]);
  const [values, setValues] = useState<DocumentFields>(slot.values);
  const [attempted, setAttempted] = useState(false);
  // The server's errors stand until the applicant edits the field they are about.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // A locked value is the server's own: the applicant could not correct what a check said of it.
  const check = useMemo(() => checkFields(typed, values), [typed, values]);
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors = useMemo<FieldErrors>(() => {
    const shown: FieldErrors = {};
    for (const [name, message] of Object.entries(serverErrors)) if (!edited.has(name)) shown[name] = message;
    return { ...shown, ...(attempted ? check : {}) };
  }, [serverErrors, edited, attempted, check]);

  /** Where to start fixing: the error summary when there is one, else the field. */
  function focusError(name: FieldName) {
    requestAnimationFrame(() =>
      (withSummary ? summaryRef.current : document.getElementById(fieldId(pathOf(slot, name))))?.focus(),
    );
  }

  // A new answer with errors: the first field in error is where to start.
  useEffect(() => {
    const first = names.find((name) => serverErrors[name]);
    if (first)
      requestAnimationFrame(() =>
        (
          errorFocus?.current ??
          (withSummary ? summaryRef.current : document.getElementById(fieldId(pathOf(slot, first))))
        )?.focus(),
      );
  }, [serverErrors, names, slot, withSummary, errorFocus]);

  const complete = Object.keys(check).length === 0;
  const reading = slot.status === "da_confermare";

  function set(name: FieldName, text: string) {
    setValues((previous) => ({ ...previous, [name]: fieldSpec(name).normalise(text) }));
    setEdited((previous) => new Set([...previous, name]));
  }

  function submit() {
    setAttempted(true);
    const first = names.find((name) => check[name]);
    if (first) {
      focusError(first);
      return;
    }
    const trimmed = { ...values };
    for (const name of names) trimmed[name] = values[name].trim();
    // What was edited before this confirmation is what the server answers about: its errors on
    // those fields must show, until the applicant edits them again.
    setEdited(new Set());
    onConfirm(trimmed);
  }

  return (
    <chakra.form
      noValidate
      mt="6"
      pt="5"
      borderTopWidth="1px"
      borderColor="gray.200"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text mb="4">{intro ?? (reading ? m.confirmIntro : m.compileIntro)}</Text>
      {withSummary && names.some((name) => errors[name]) ? (
        <Box mb="5">
          <ErrorSummary
            ref={summaryRef}
            description={formError ?? messages.catalogue.CONTROLLA_CAMPI}
            errors={names
              .filter((name) => errors[name])
              .map((name) => ({
                fieldId: fieldId(pathOf(slot, name)),
                label: fieldSpec(name).label,
                message: errors[name] ?? "",
              }))}
          />
        </Box>
      ) : formError ? (
        <Box mb="4">
          <CardError title={formError} headingLevel="h3" />
        </Box>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {showType && hasDocumentType(slot.code) ? (
          <Field id={fieldId(pathOf(slot, "tipoDocumento"))} label={m.fields.tipoDocumento}>
            <Input
              id={fieldId(pathOf(slot, "tipoDocumento"))}
              value={documentTypeName(slot.code)}
              readOnly
              size="lg"
              bg="gray.100"
              borderColor="gray.400"
            />
          </Field>
        ) : null}
        {names.map((name) => {
          const spec = fieldSpec(name);
          if (locked.includes(name)) {
            return (
              <LockedField
                key={name}
                path={pathOf(slot, name)}
                label={spec.label}
                value={values[name]}
                hint={lockedHint}
                error={errors[name]}
              />
            );
          }
          // Left empty by recognition: the applicant is told to type it (on a read document only;
          // on one typed by hand every field starts empty).
          const notRead = reading && slot.values[name] === "";
          const hint = [notRead ? m.notRead : null, spec.hint].filter(Boolean).join(". ") || undefined;
          return (
            <TextField
              key={name}
              path={pathOf(slot, name)}
              label={spec.label}
              value={values[name]}
              onValue={(text) => set(name, text)}
              error={errors[name]}
              hint={hint}
              maxLength={spec.maxLength}
              inputMode={spec.inputMode}
              placeholder={spec.placeholder}
              autoCapitalize={spec.autoCapitalize}
              autoComplete="off"
              spellCheck={false}
              // Besides the hint, a field to type stands out from those read.
              bg={notRead ? "brand.cream" : "white"}
            />
          );
        })}
      </SimpleGrid>
      <Box mt="6">
        <BuyFormButton type="submit" inactive={!complete}>
          {confirmLabel}
        </BuyFormButton>
      </Box>
    </chakra.form>
  );
}

/**
 * A value the server keeps as it was read: a read-only input, so it keeps its label, is reached in
 * the fields' order and is announced as read-only, and an error summary's link can focus it.
 */
function LockedField({
  path,
  label,
  value,
  hint,
  error,
}: {
  path: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
}) {
  const id = fieldId(path);
  return (
    <Field
      id={id}
      label={label}
      errorText={error}
      helperText={
        hint ? (
          <Flex as="span" gap="1.5" alignItems="flex-start">
            <LockIcon boxSize="4" mt="0.5" flexShrink={0} />
            {hint}
          </Flex>
        ) : undefined
      }
    >
      <Input
        name={path}
        value={value}
        readOnly
        size="lg"
        bg="gray.100"
        color="ink"
        borderColor={error ? "brand.red" : "gray.400"}
        borderWidth={error ? "2px" : "1px"}
        {...controlAria(id, { hasHint: Boolean(hint), error })}
      />
    </Field>
  );
}
