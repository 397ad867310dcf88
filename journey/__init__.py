"""The loan-journey spec as code: models, constants, the message catalogue and the pure rules."""
