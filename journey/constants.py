"""The business constants and limits of spec §9 (and the fixed codes other sections name)."""

from types import MappingProxyType
from typing import Final

# Amounts travel in cents; the engine and the services get euro (cents / 100).
CENTS_PER_EURO: Final = 100

# The loans the product's public simulator offers (web/src/routes/simulatore/SimulatorePage.tsx,
# with the same figures in web/src/lib/simulator.ts): simulator data outside them were not made
# by a simulator of ours, and the journey refuses them before anything starts.
SIMULATOR_MIN_CENTS: Final = 100_000  # 1.000 €
SIMULATOR_MAX_CENTS: Final = 5_000_000  # 50.000 €
SIMULATOR_DURATIONS: Final = (12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120)
# The simulator's other fields: codes of the offer (PPONLINE, RID, LIQUIDITA, ...), the campaign's
# free text (UTM values, click ids) and the landing's tokens, each with a bound.
SIMULATOR_CODE_MAX_LENGTH: Final = 50
CAMPAIGN_TEXT_MAX_LENGTH: Final = 200
ARRIVAL_TOKEN_MAX_LENGTH: Final = 256

# Fixed application codes sent to the back office.
APPLICATION: Final = "TYPDS"
TIPO_PROCEDURA: Final = "PP"
TIPO_PRODOTTO: Final = "PP"
CODICE_APP: Final = "DS"
LEGACY_USER: Final = "WPDSTRA"
CRM_PRODUCT_CODE: Final = "1;146"
PROFESSIONE: Final = "2"
TIPO_OFFERTA: Final = "2"
CANALE_ACQUISIZIONE: Final = "MAP"
TIPO_CARICAMENTO: Final = "ES"
FASE: Final = "SIM"
PROCEDURA_FIRMA: Final = "CO"
TIPO_MITTENTE: Final = "CV"
CODICE_MITTENTE: Final = "12"
TIPO_TELEFONO: Final = "TC"
# The phone check sends a fixed province (§5); the spec does not show it, this is the provider's.
PROVINCIA_CONTROLLO_TELEFONO: Final = "MI"
# Practice type of the signing calls (fesInitEnrollSendOTP / fesSignOTP).
TIPO_PRATICA_FIRMA: Final = "CO"
# Dossier type of recuperaChecklistDocumentaleQinetic.
TIPO_DOSSIER: Final = "PP"
# invioEmail type for the resume link and the SECCI pdf.
TIPO_EMAIL_SECCI: Final = "SECCIDS"
# generaToken of the eID gateway: application EIDG, state DS_ + draft id.
EIDG_APPLICATION: Final = "EIDG"
EIDG_STATE_PREFIX: Final = "DS_"

# Engine activity types by work position (D, A, P, anything else).
ATTIVITA_DIPENDENTE: Final = "DIP"
ATTIVITA_AUTONOMO: Final = "AUT"
ATTIVITA_PENSIONATO: Final = "PEN"
ATTIVITA_ALTRO: Final = "ALT"

# "company type: a fixed code of the provider" — the spec does not show the value; this is ours
# and the sandbox back office uses the same one.
COMPANY_TYPE_NAME: Final = "companyType"
COMPANY_TYPE_CODE: Final = "1"
# "the loading user is a fixed partner user id" — value not shown by the spec; ours.
LOADING_USER: Final = "WEBDS001"

# The temporary key is TMPSAP_ + a timestamp (see rules.customer.temporary_key).
TEMP_KEY_PREFIX: Final = "TMPSAP_"

# Default answers to the engine's four survey questions.
SURVEY_DEFAULTS: Final = MappingProxyType(
    {"finanz": 1, "carte": 1, "acquistiInternet": 3, "homeBanking": 3}
)

OTP_LENGTH: Final = 6
# The signing code (issue 16): valid five minutes, locked after five wrong tries (the back
# office enforces both; the workflow mirrors them), a new one no sooner than 30 s after the last.
OTP_VALIDITY_SECONDS: Final = 300
OTP_MAX_ATTEMPTS: Final = 5
# SECCIs an application may have made and e-mailed in one Italian day (an offer chosen, another
# chosen back, one renewed on resume): a person needs a few; a script alternating the two offers
# would mail the address the light form was given without end.
SECCI_PER_DAY: Final = 10
OTP_RESEND_AFTER_SECONDS: Final = 30
REQUEST_NUMBER_DIGITS: Final = 8
NEW_CUSTOMER_MAX_CLUSTER: Final = 100
SPID_ERROR_LIMIT: Final = 2

# Account-longevity fallback: (lowest years, highest years or None for open-ended, value).
ACCOUNT_LONGEVITY_FALLBACK: Final = ((0, 3, 18), (4, 7, 60), (8, 10, 108), (11, None, 144))

MOBILE_BREAKPOINT_PX: Final = 900
HELPER_DEFAULT_BREAKPOINT_PX: Final = 600
QR_CODE_SIZE: Final = 115
LOG_LEVEL_ENV: Final = "LOG_LEVEL"
DEFAULT_LOG_LEVEL: Final = "info"

# Yes/no flags on the wire.
FLAG_SI: Final = "S"
FLAG_NO: Final = "N"

# Engine result code that, without a CRM id, means a generic failure (§4).
ENGINE_RESULT_GENERIC_ERROR: Final = "20000"

# Pricing values that force the request off the online journey (§2, §4).
PRICING_FORZO_SDS: Final = frozenset({"X", "Z"})
PRICING_FORZO_SDS_CONFERMA: Final = frozenset({"Y"})

# Draft statuses: 'created' at save (§3, §4); 'expired' after inactivity (DESIGN §3).
DRAFT_STATUS_CREATED: Final = "created"
DRAFT_STATUS_EXPIRED: Final = "expired"
DRAFT_EXPIRY_DAYS: Final = 30
DRAFT_REMINDER_HOURS: Final = 24
# After the signature, the request's state and anomalies are read from the back office at
# most this often for one application: a page reloaded in a loop costs no back-office call and
# no workflow history.
TRACKING_REFRESH_SECONDS: Final = 30

# The b2b header that carries the session token (§6).
B2B_AUTH_HEADER: Final = "b2b-authorization"

# Static assets (§2).
ASSET_SCRIPT_PATH: Final = "/main/js/alassets.js"
IMAGES_PATH: Final = "/main/images/"
ICON_SPRITE_PATH: Final = "/main/images/fonts/"

# Marketing parameters kept in browser storage with a timestamp (§3).
MARKETING_PARAMS: Final = (
    "c_id",
    "gad_source",
    "gad_campaignid",
    "gbraid",
    "source",
    "dicbo",
    "msclkid",
    "cto_pld",
    "adclid",
)

# The back office's reference lists the forms use (§3 lookups), by the names recuperaLookup gives.
LOOKUP_LISTS: Final = (
    "abitazioni",
    "occupazioni",
    "settori",
    "statoCivile",
    "tipoReddito",
    "tipoAssunzione",
    "longevitaConto",
    "cittadinanza",
    "countries",
)
