// The light form (step 1): a controlled form that reports changes and one submit.
import { Box, chakra, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode, Ref, SyntheticEvent } from "react";

import type { FieldErrors, LookupOption, Lookups } from "../../api/clientTypes";
import type { BasicInfoForm } from "../../api/types";
import { CardError } from "../../components/cards/cards";
import { BuyFormButton } from "../../components/form/BuyFormButton";
import { ErrorSummary, type SummaryError } from "../../components/form/ErrorSummary";
import { SelectField, TextField, type TextInputProps } from "../../components/form/fields";
import { MAX_LENGTH } from "../../components/form/textBounds";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldId } from "../../components/ui/field";
import type { Remote } from "../../lib/useRemote";
import { messages } from "../../messages";
import { AGREEMENTS, agreementPath, type AgreementName, type TextFieldName } from "./basicInfoForm";

export interface LightFormProps {
  value: BasicInfoForm;
  onChange: (next: BasicInfoForm) => void;
  errors: FieldErrors;
  lookups: Remote<Lookups>;
  summary: { errors: SummaryError[]; description?: string } | null;
  summaryRef: Ref<HTMLDivElement>;
  inactive: boolean;
  onSubmit: () => void;
  onInactiveClick: () => void;
  /** Fields the provider filled in from what it knows of the person (§3 User). */
  prefilled?: ReadonlySet<TextFieldName>;
}

const TEXT_INPUTS: Partial<Record<TextFieldName, TextInputProps>> = {
  firstName: { autoComplete: "given-name", maxLength: MAX_LENGTH.personName },
  lastName: { autoComplete: "family-name", maxLength: MAX_LENGTH.personName },
  fiscalCode: { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 16 },
  emailAddress: {
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    spellCheck: false,
    maxLength: MAX_LENGTH.email,
  },
  mobilePhone: { type: "tel", autoComplete: "tel-national", inputMode: "tel", maxLength: MAX_LENGTH.phone },
  cap: { autoComplete: "postal-code", inputMode: "numeric", maxLength: 5 },
};

const HINTS: Partial<Record<TextFieldName, string>> = messages.hints;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" fontSize="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function LightForm(props: LightFormProps) {
  const { value, onChange, errors, lookups, summary, summaryRef, inactive, onSubmit, onInactiveClick, prefilled } =
    props;

  function hint(name: TextFieldName): string | undefined {
    if (!prefilled?.has(name)) return HINTS[name];
    return [messages.lightForm.fromYourData, HINTS[name]].filter(Boolean).join(" ");
  }

  const setField = (name: TextFieldName, next: string) => onChange({ ...value, [name]: next });
  const setAgreement = (name: AgreementName, checked: boolean) =>
    onChange({ ...value, agreements: { ...value.agreements, [name]: checked } });

  function textField(name: TextFieldName) {
    return (
      <TextField
        path={name}
        label={messages.fields[name]}
        value={value[name]}
        onValue={(next) => setField(name, next)}
        error={errors[name]}
        hint={hint(name)}
        {...TEXT_INPUTS[name]}
      />
    );
  }

  function selectField(name: "abitazione" | "posizioneLavorativa", options: LookupOption[]) {
    return (
      <SelectField
        path={name}
        label={messages.fields[name]}
        value={value[name]}
        onValue={(next) => setField(name, next)}
        error={errors[name]}
        options={options}
        placeholder={messages.lightForm.selectPlaceholder}
      />
    );
  }

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <chakra.form noValidate onSubmit={handleSubmit} aria-describedby="light-form-required-note">
      <Stack gap="8">
        {summary ? <ErrorSummary ref={summaryRef} errors={summary.errors} description={summary.description} /> : null}

        <Text id="light-form-required-note" fontSize="sm" color="inkMuted">
          {messages.lightForm.requiredNote}
        </Text>

        <Section title={messages.lightForm.sectionPersonal}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {textField("firstName")}
            {textField("lastName")}
          </SimpleGrid>
          <Box mt="5">{textField("fiscalCode")}</Box>
        </Section>

        <Section title={messages.lightForm.sectionContact}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {textField("emailAddress")}
            {textField("mobilePhone")}
          </SimpleGrid>
        </Section>

        <Section title={messages.lightForm.sectionSituation}>
          {lookups.status === "error" ? (
            <CardError title={messages.lightForm.lookupError} onRetry={lookups.retry} headingLevel="h3">
              {lookups.message}
            </CardError>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {textField("cap")}
              <Box />
              {selectField("abitazione", lookups.status === "ready" ? lookups.data.abitazioni : [])}
              {selectField("posizioneLavorativa", lookups.status === "ready" ? lookups.data.posizioniLavorative : [])}
            </SimpleGrid>
          )}
          {lookups.status === "loading" ? (
            <Text role="status" mt="2" fontSize="sm" color="inkMuted">
              {messages.lightForm.lookupLoading}
            </Text>
          ) : null}
        </Section>

        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <Heading as="legend" fontSize="lg" mb="2">
            {messages.lightForm.sectionAgreements}
          </Heading>
          <Text fontSize="sm" color="inkMuted" mb="4">
            {messages.lightForm.agreementsIntro}
          </Text>
          <Stack gap="4">
            {AGREEMENTS.map(({ name, required }) => (
              <Checkbox
                key={name}
                id={fieldId(agreementPath(name))}
                name={agreementPath(name)}
                checked={value.agreements[name]}
                onChange={(checked) => setAgreement(name, checked)}
                errorText={errors[agreementPath(name)]}
              >
                {messages.agreements[name]}
                {required ? null : ` ${messages.lightForm.optional}`}
              </Checkbox>
            ))}
          </Stack>
        </chakra.fieldset>

        <Box>
          <BuyFormButton type="submit" inactive={inactive} onClick={inactive ? onInactiveClick : undefined}>
            {messages.lightForm.submit}
          </BuyFormButton>
        </Box>
      </Stack>
    </chakra.form>
  );
}
