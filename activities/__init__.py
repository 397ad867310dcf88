"""Temporal activities: everything the journey does outside the workflow's deterministic code."""
