"""The creditor's electronic seal on signed contracts: a sandbox CA and a PAdES signature."""
