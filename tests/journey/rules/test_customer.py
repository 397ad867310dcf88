"""§4 customer class and initial flow; citizenship, engine activity and temporary key (§9)."""

import pytest

from journey.models import Cluster, KnownData
from journey.rules.customer import (
    CustomerClass,
    customer_class,
    engine_activity,
    initial_flow,
    is_italian,
    temporary_key,
)


@pytest.mark.parametrize(
    ("cluster", "expected"),
    [
        (None, CustomerClass(True, 100)),
        (0, CustomerClass(True, 100)),
        (50, CustomerClass(True, 100)),
        (100, CustomerClass(True, 100)),
        (101, CustomerClass(False, 101)),
        (300, CustomerClass(False, 300)),
    ],
)
def test_spec_4_customer_class(cluster: int | None, expected: CustomerClass) -> None:
    assert customer_class(cluster) == expected


KNOWN = Cluster(cluster=250, email="M.ROSSI@EXAMPLE.IT", nome="MARIO", cognome="ROSSI", cap="00100")


@pytest.mark.parametrize(
    ("esito", "cluster", "expected_cluster", "known"),
    [
        (
            "S",
            KNOWN,
            250,
            KnownData(email="M.ROSSI@EXAMPLE.IT", firstName="MARIO", lastName="ROSSI", cap="00100"),
        ),
        (
            "s",
            KNOWN.model_copy(update={"cluster": 80}),
            100,
            KnownData(email="M.ROSSI@EXAMPLE.IT", firstName="MARIO", lastName="ROSSI", cap="00100"),
        ),
        ("N", KNOWN, 100, KnownData(email="")),
        (None, KNOWN, 100, KnownData(email="")),
        ("S", None, 100, KnownData(email="")),
    ],
)
def test_spec_4_initial_flow_reads_known_data_only_with_esito_otp_s(
    esito: str | None, cluster: Cluster | None, expected_cluster: int, known: KnownData
) -> None:
    flow = initial_flow(esito, cluster)
    assert flow.cluster.cluster == expected_cluster
    assert flow.knownData == known


def test_spec_4_initial_flow_without_otp_keeps_nothing_of_the_cluster() -> None:
    flow = initial_flow("N", KNOWN)
    assert flow.cluster == Cluster(cluster=100)


@pytest.mark.parametrize(
    ("cittadinanza", "italian"),
    [
        ("ITA", True),
        ("ita", True),
        ("IT", True),
        ("Italia", True),
        ("", True),
        (None, True),
        ("ALB", False),
        ("ROU", False),
    ],
)
def test_citizenship_reading(cittadinanza: str | None, italian: bool) -> None:
    assert is_italian(cittadinanza) is italian


@pytest.mark.parametrize(
    ("position", "activity"),
    [("D", "DIP"), ("A", "AUT"), ("P", "PEN"), ("C", "ALT"), ("", "ALT"), ("d", "DIP")],
)
def test_spec_7_engine_activity_by_work_position(position: str, activity: str) -> None:
    assert engine_activity(position) == activity


def test_spec_9_temporary_key() -> None:
    assert temporary_key(1767225600000) == "TMPSAP_1767225600000"
