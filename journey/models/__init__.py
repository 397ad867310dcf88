"""Pydantic models of the spec's entities (§3), with the spec's field names on the wire."""

from journey.models.basic_info import Agreements, InformazioniBase, KnownData
from journey.models.simulator import MarketingParams, SimulatorData

__all__ = [
    "Agreements",
    "InformazioniBase",
    "KnownData",
    "MarketingParams",
    "SimulatorData",
]
