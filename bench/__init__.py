"""Benchmarks and budgets of Prestito Online: `python -m bench [figure ...] [--smoke]`."""
