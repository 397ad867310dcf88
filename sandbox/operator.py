"""The operator's page and JSON API: outboxes, prospects, practices, anomalies, outcomes, faults."""

from fastapi import APIRouter

router = APIRouter()
