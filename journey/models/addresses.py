"""Address types (§3) and the address shape the residence and employer forms share."""

from enum import StrEnum

from journey.models.base import HouseNumber, InputModel, Place, Postcode, Street


class AddressType(StrEnum):
    """The address type codes controlloLocalita receives."""

    RESIDENZA = "RES"
    CORRISPONDENZA = "SED"
    PRECEDENTE = "PRE"
    DATORE_LAVORO = "DAT"


class Indirizzo(InputModel):
    """A residence address: province, town, street and house number."""

    provincia: Place = ""
    comune: Place = ""
    indirizzo: Street = ""
    numeroCivico: HouseNumber = ""


class IndirizzoConCap(Indirizzo):
    """An address with its postcode: the correspondence address, and the current residence."""

    cap: Postcode = ""
