"""The provider's back office, simulated with real logic behind the B2B protocol (DESIGN.md §4)."""
