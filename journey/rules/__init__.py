"""The spec's rules as pure functions: no I/O, no clock (today is always a parameter)."""
