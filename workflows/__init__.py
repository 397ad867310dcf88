"""Temporal workflow definitions: deterministic, no I/O."""
