"""The static country list of §3 (also the citizenship list), sorted by Italian description.

Names are written as in Italian prose, each word of the name capitalised but the articles and
prepositions ("Paesi Bassi", "Stati Uniti d'America", "Macedonia del Nord"): the forms show them
as they are.
"""

import unicodedata
from typing import Final, Literal

from journey.models.lookups import Country

# ISO 3166 alpha-3 codes: the EU member states (N) and the countries most applicants in Italy
# come from (S). ZZZ is the generic 'other state' entry, treated as outside the EU.
_ENTRIES: Final[tuple[tuple[str, str, Literal["S", "N"]], ...]] = (
    ("ITA", "Italia", "N"),
    ("AUT", "Austria", "N"),
    ("BEL", "Belgio", "N"),
    ("BGR", "Bulgaria", "N"),
    ("CYP", "Cipro", "N"),
    ("HRV", "Croazia", "N"),
    ("DNK", "Danimarca", "N"),
    ("EST", "Estonia", "N"),
    ("FIN", "Finlandia", "N"),
    ("FRA", "Francia", "N"),
    ("DEU", "Germania", "N"),
    ("GRC", "Grecia", "N"),
    ("IRL", "Irlanda", "N"),
    ("LVA", "Lettonia", "N"),
    ("LTU", "Lituania", "N"),
    ("LUX", "Lussemburgo", "N"),
    ("MLT", "Malta", "N"),
    ("NLD", "Paesi Bassi", "N"),
    ("POL", "Polonia", "N"),
    ("PRT", "Portogallo", "N"),
    ("CZE", "Repubblica Ceca", "N"),
    ("ROU", "Romania", "N"),
    ("SVK", "Slovacchia", "N"),
    ("SVN", "Slovenia", "N"),
    ("ESP", "Spagna", "N"),
    ("SWE", "Svezia", "N"),
    ("HUN", "Ungheria", "N"),
    ("ALB", "Albania", "S"),
    ("ARG", "Argentina", "S"),
    ("BGD", "Bangladesh", "S"),
    ("BRA", "Brasile", "S"),
    ("CHN", "Cina", "S"),
    ("ECU", "Ecuador", "S"),
    ("EGY", "Egitto", "S"),
    ("PHL", "Filippine", "S"),
    ("GHA", "Ghana", "S"),
    ("IND", "India", "S"),
    ("XKX", "Kosovo", "S"),
    ("MKD", "Macedonia del Nord", "S"),
    ("MAR", "Marocco", "S"),
    ("MDA", "Moldova", "S"),
    ("NGA", "Nigeria", "S"),
    ("PAK", "Pakistan", "S"),
    ("PER", "Perù", "S"),
    ("GBR", "Regno Unito", "S"),
    ("RUS", "Russia", "S"),
    ("SEN", "Senegal", "S"),
    ("SRB", "Serbia", "S"),
    ("LKA", "Sri Lanka", "S"),
    ("USA", "Stati Uniti d'America", "S"),
    ("CHE", "Svizzera", "S"),
    ("TUN", "Tunisia", "S"),
    ("UKR", "Ucraina", "S"),
    ("ZZZ", "Altro stato", "S"),
)

ITALY: Final = "ITA"
OTHER_STATE: Final = "ZZZ"


def description_key(description: str) -> str:
    """Sort key for Italian names: accents and case do not change the order (Perù near Perugia)."""
    decomposed = unicodedata.normalize("NFD", description)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


COUNTRIES: Final = tuple(
    sorted(
        (Country(codice=c, descrizione=d, flagExtracomunitaria=f) for c, d, f in _ENTRIES),
        key=lambda country: description_key(country.descrizione),
    )
)
