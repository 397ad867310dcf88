// The longest text the server takes in each kind of field (journey/models/base.py, Field's
// max_length): the inputs take no more, so nobody types past it and learns so only on sending.
// A field whose own format is shorter (a CAP, a fiscal code, a date) keeps its shorter length.
export const MAX_LENGTH = {
  /** The light form's own rule for a name (journey/forms.py, 50), shorter than the model's 60. */
  personName: 50,
  place: 60,
  street: 100,
  houseNumber: 10,
  employerName: 100,
  email: 254,
  phone: 20,
  /** A code chosen from a list, or the short text that stands for one (the PEP profile). */
  code: 32,
  /** A resume code as typed (api/routes/drafts.py). */
  resumeCode: 64,
} as const;
