"""The app database: the application index, the event log, access tokens and the blob store."""
