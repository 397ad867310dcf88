"""How the embedded Temporal dev server is tuned: shared by the supervisor and the benchmarks."""

TUNING = (
    # One partition per task queue: on a single dev server more only spread the polls thin.
    "--dynamic-config-value",
    "matching.numTaskqueueReadPartitions=1",
    # Every workflow transition is a SQLite transaction. WAL with normal sync stops it fsyncing
    # the rollback journal each time (a quarter to a third of an Update's time in
    # docs/benchmarks.md); it survives a process crash, a power cut may lose the last
    # transactions, which the embedded default accepts.
    "--sqlite-pragma",
    "journal_mode=wal",
    "--sqlite-pragma",
    "synchronous=normal",
)
