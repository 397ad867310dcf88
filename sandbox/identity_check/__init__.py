"""The identity-check provider, shaped like Onfido's API v3.6, with its hosted capture page."""
