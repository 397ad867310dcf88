"""One module per journey step: what the step's Update does, given the application's state."""
