"""The provider's eID gateway for SPID, as an OpenID Connect provider with test identities."""
