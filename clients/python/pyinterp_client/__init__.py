"""A client for pyinterp's server (`pyinterp serve`): run Python that a model
wrote in pyinterp's sandbox, from Python, with your callables as tools.

    from pyinterp_client import Session

    def search(query, limit=3):
        return ["result for " + query][:limit]

    with Session(tools=[search], timeout=10) as s:
        s.run("hits = search('cats', limit=1)")
        print(s.run("hits[0].upper()").value)

Standard library only, Python 3.9+. See README.md in this directory and
docs/protocol.md in the pyinterp repository.
"""

from .errors import ExecutionError, ProtocolError, PyinterpError, ServerClosed
from .session import RunResult, Session
from .smolagents import CodeOutput, PyinterpExecutor
from .values import Opaque, decode, encode

__all__ = [
    "Session", "RunResult", "PyinterpExecutor", "CodeOutput", "Opaque",
    "PyinterpError", "ExecutionError", "ProtocolError", "ServerClosed",
    "encode", "decode",
]
