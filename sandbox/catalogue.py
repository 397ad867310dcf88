"""The simulated provider's own code lists: countries, occupations, sectors, other lookups."""

from dataclasses import dataclass

# (ISO 3166 alpha-3, Italian name, EU member). "flagExtracomunitaria" is S outside the EU. Names
# as written in Italian ("Paesi Bassi"), as the forms show them: a name in capitals could only be
# turned into a sentence there ("Paesi bassi").
COUNTRIES: tuple[tuple[str, str, bool], ...] = (
    ("ALB", "Albania", False),
    ("DZA", "Algeria", False),
    ("ZZZ", "Altro stato", False),
    ("ARG", "Argentina", False),
    ("AUT", "Austria", True),
    ("BGD", "Bangladesh", False),
    ("BEL", "Belgio", True),
    ("BRA", "Brasile", False),
    ("BGR", "Bulgaria", True),
    ("CHN", "Cina", False),
    ("CYP", "Cipro", True),
    ("COL", "Colombia", False),
    ("HRV", "Croazia", True),
    ("DNK", "Danimarca", True),
    ("ECU", "Ecuador", False),
    ("EGY", "Egitto", False),
    ("EST", "Estonia", True),
    ("PHL", "Filippine", False),
    ("FIN", "Finlandia", True),
    ("FRA", "Francia", True),
    ("DEU", "Germania", True),
    ("GRC", "Grecia", True),
    ("IND", "India", False),
    ("IRL", "Irlanda", True),
    ("ITA", "Italia", True),
    ("LVA", "Lettonia", True),
    ("LTU", "Lituania", True),
    ("LUX", "Lussemburgo", True),
    ("MLT", "Malta", True),
    ("MAR", "Marocco", False),
    ("MDA", "Moldova", False),
    ("NGA", "Nigeria", False),
    ("NLD", "Paesi Bassi", True),
    ("PAK", "Pakistan", False),
    ("PER", "Perù", False),
    ("POL", "Polonia", True),
    ("PRT", "Portogallo", True),
    ("GBR", "Regno Unito", False),
    ("CZE", "Repubblica Ceca", True),
    ("ROU", "Romania", True),
    ("SEN", "Senegal", False),
    ("SRB", "Serbia", False),
    ("SVK", "Slovacchia", True),
    ("SVN", "Slovenia", True),
    ("ESP", "Spagna", True),
    ("LKA", "Sri Lanka", False),
    ("USA", "Stati Uniti d'America", False),
    ("SWE", "Svezia", True),
    ("CHE", "Svizzera", False),
    ("TUN", "Tunisia", False),
    ("UKR", "Ucraina", False),
    ("HUN", "Ungheria", True),
)

# Engine activity classes: D employee, A self-employed, P pensioner, anything else.
ACTIVITY_BY_POSITION = {"D": "DIP", "A": "AUT", "P": "PEN"}


@dataclass(frozen=True)
class Occupation:
    codice: str
    descrizione: str
    attivita: str  # DIP / AUT / PEN / ALT


OCCUPATIONS: tuple[Occupation, ...] = (
    Occupation("01", "IMPIEGATO", "DIP"),
    Occupation("02", "OPERAIO", "DIP"),
    Occupation("03", "QUADRO", "DIP"),
    Occupation("04", "DIRIGENTE", "DIP"),
    Occupation("05", "INSEGNANTE", "DIP"),
    Occupation("06", "MILITARE O FORZE DELL'ORDINE", "DIP"),
    Occupation("10", "ARTIGIANO", "AUT"),
    Occupation("11", "COMMERCIANTE", "AUT"),
    Occupation("12", "LIBERO PROFESSIONISTA", "AUT"),
    Occupation("13", "IMPRENDITORE", "AUT"),
    Occupation("14", "AGRICOLTORE", "AUT"),
    Occupation("20", "PENSIONATO", "PEN"),
    Occupation("30", "CASALINGA", "ALT"),
    Occupation("31", "STUDENTE", "ALT"),
    Occupation("32", "NON OCCUPATO", "ALT"),
    Occupation("33", "PERCETTORE DI RENDITE", "ALT"),
)

# Sector code -> (description, activity classes it fits).
SECTORS: dict[str, tuple[str, frozenset[str]]] = {
    "PRI": ("SETTORE PRIVATO", frozenset({"DIP"})),
    "PUB": ("PUBBLICA AMMINISTRAZIONE", frozenset({"DIP"})),
    "STA": ("STATALE", frozenset({"DIP"})),
    "AUT": ("LAVORO AUTONOMO", frozenset({"AUT"})),
    "PEN": ("PENSIONE", frozenset({"PEN"})),
    "NON": ("NESSUN SETTORE", frozenset({"ALT"})),
}

# Income type -> (description, activity classes it fits).
INCOME_TYPES: dict[str, tuple[str, frozenset[str]]] = {
    "BP": ("BUSTA PAGA", frozenset({"DIP"})),
    "UN": ("MODELLO UNICO / REDDITI PF", frozenset({"AUT"})),
    "CP": ("CERTIFICATO DI PENSIONE", frozenset({"PEN"})),
    "AL": ("ALTRO REDDITO", frozenset({"ALT"})),
}

HIRING_TYPES: dict[str, str] = {
    "IND": "TEMPO INDETERMINATO",
    "DET": "TEMPO DETERMINATO",
    "APP": "APPRENDISTATO",
    "SOM": "SOMMINISTRAZIONE",
}

MARITAL_STATUS: dict[str, str] = {
    "CEL": "CELIBE / NUBILE",
    "CON": "CONIUGATO / CONIUGATA",
    "UNC": "UNITO / UNITA CIVILMENTE",
    "CNV": "CONVIVENTE",
    "SEP": "SEPARATO / SEPARATA",
    "DIV": "DIVORZIATO / DIVORZIATA",
    "VED": "VEDOVO / VEDOVA",
}

HOUSING_TYPES: dict[str, str] = {
    "PRO": "PROPRIETÀ",
    "MUT": "PROPRIETÀ CON MUTUO",
    "AFF": "AFFITTO",
    "FAM": "PRESSO FAMILIARI",
    "SER": "ALLOGGIO DI SERVIZIO",
    "ALT": "ALTRO",
}

# Account longevity (genericRecuperaDati): years band -> months value used by the scoring.
ACCOUNT_LONGEVITY: tuple[tuple[str, str, int], ...] = (
    ("01", "DA 0 A 3 ANNI", 18),
    ("02", "DA 4 A 7 ANNI", 60),
    ("03", "DA 8 A 10 ANNI", 108),
    ("04", "OLTRE 10 ANNI", 144),
)


def occupation(code: str | None) -> Occupation | None:
    return next((o for o in OCCUPATIONS if o.codice == code), None)


def country(code: str | None) -> tuple[str, str, bool] | None:
    return next((c for c in COUNTRIES if c[0] == (code or "").upper()), None)
