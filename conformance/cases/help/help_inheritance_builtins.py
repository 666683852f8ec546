# help() of an inherited class, bound and unbound methods, builtins, async functions, names, a dataclass, an instance
from dataclasses import dataclass
class Base:
    """Base class."""
    kind = "base"
    def run(self, n: int = 1) -> str:
        """Run n times."""
        return ""
    def __repr__(self):
        return "Base()"
    def __eq__(self, other):
        return True
class Child(Base):
    def extra(self, *, flag=False):
        pass
    def _private(self):
        pass
@dataclass
class P:
    """A dataclass."""
    x: int
    y: float = 0.0
async def fetch(url: str, timeout: float = 1.5) -> bytes:
    "Fetch a URL."
help(Child)
help(Child().run)
help(Base.run)
help(len)
help(print)
help(max)
help(fetch)
help("len")
help("no_such_thing_here")
help(P)
c = Child()
help(c)
class E(ValueError):
    """My error."""
