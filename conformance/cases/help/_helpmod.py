"""Helpers for the agent.

Longer description of the module.
"""
LIMIT = 10
NAMES = ["a", "b"]
_hidden = 1

def slug(s: str) -> str:
    """Make a slug."""
    return s.lower()

class Store:
    """Keeps things."""
    def get(self, key):
        return None

class Cache(Store):
    pass
