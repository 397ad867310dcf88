"""PDF documents of the back office: the SECCI and the signed contract."""
