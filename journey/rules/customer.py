"""Who the applicant is to the provider (§4, §9): class, initial flow, citizenship, activity."""

from typing import Final, NamedTuple

from journey.constants import (
    ATTIVITA_ALTRO,
    ATTIVITA_AUTONOMO,
    ATTIVITA_DIPENDENTE,
    ATTIVITA_PENSIONATO,
    FLAG_SI,
    NEW_CUSTOMER_MAX_CLUSTER,
    TEMP_KEY_PREFIX,
)
from journey.models.basic_info import KnownData
from journey.models.cluster import Cluster


class CustomerClass(NamedTuple):
    """The customer class: whether the applicant is new, and the cluster to keep."""

    new_customer: bool
    cluster: int


def customer_class(cluster: int | None) -> CustomerClass:
    """§4/§9: a cluster of 100 or lower means a new customer, and the cluster is forced to 100.

    A missing cluster (the service gave none) is a new customer too.
    """
    if cluster is None or cluster <= NEW_CUSTOMER_MAX_CLUSTER:
        return CustomerClass(new_customer=True, cluster=NEW_CUSTOMER_MAX_CLUSTER)
    return CustomerClass(new_customer=False, cluster=cluster)


class InitialFlow(NamedTuple):
    """What the journey starts with: the cluster and the known data for informazioniBase."""

    cluster: Cluster
    knownData: KnownData


def initial_flow(esito_otp: str | None, cluster: Cluster | None) -> InitialFlow:
    """§4 initial flow: known customer data is read only when EsitoOTP is S.

    Otherwise the cluster is 100 and the known data hold an empty e-mail. With EsitoOTP S the
    cluster's class is applied (≤100 → 100) and its e-mail, names and postcode become known data.
    """
    if (esito_otp or "").strip().upper() != FLAG_SI or cluster is None:
        return InitialFlow(Cluster(cluster=NEW_CUSTOMER_MAX_CLUSTER), KnownData(email=""))
    kept = cluster.model_copy(update={"cluster": customer_class(cluster.cluster).cluster})
    known = KnownData(
        email=cluster.email or "",
        firstName=cluster.nome or "",
        lastName=cluster.cognome or "",
        cap=cluster.cap or "",
    )
    return InitialFlow(kept, known)


_ITALY: Final = frozenset({"ITA", "IT", "ITALIA", "ITALIANA"})


def is_italian(cittadinanza: str | None) -> bool:
    """Whether a citizenship means Italian.

    Reading: an unknown (empty) citizenship counts as Italian — the resume rule also catches
    people born abroad by the fiscal code's Z — and ITA, IT or the Italian name count as Italian.
    """
    value = (cittadinanza or "").strip().upper()
    return not value or value in _ITALY


_ACTIVITIES: Final = {"D": ATTIVITA_DIPENDENTE, "A": ATTIVITA_AUTONOMO, "P": ATTIVITA_PENSIONATO}


def engine_activity(posizione_lavorativa: str) -> str:
    """§7/§9: the engine's activity type — D → DIP, A → AUT, P → PEN, anything else → ALT."""
    return _ACTIVITIES.get(posizione_lavorativa.strip().upper(), ATTIVITA_ALTRO)


def temporary_key(timestamp_ms: int) -> str:
    """§9: the temporary key, TMPSAP_ + the timestamp (milliseconds, given by the caller)."""
    return f"{TEMP_KEY_PREFIX}{timestamp_ms}"
