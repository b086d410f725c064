"""Test-oracle API and pytest plugin (filled in by the bench/oracle work)."""
