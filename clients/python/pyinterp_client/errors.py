"""The exceptions of the client."""

__all__ = ["PyinterpError", "ExecutionError", "ProtocolError", "ServerClosed"]


class PyinterpError(Exception):
    """Base class of the client's exceptions."""


class ExecutionError(PyinterpError):
    """The code failed: an uncaught exception, a syntax error, a limit.

    str() is the failure as smolagents words it for the model ("Code
    execution failed at line 'x = 1/0' due to: ZeroDivisionError: division
    by zero"). Attributes:

    type       the Python exception class name ("ZeroDivisionError")
    message    str() of the exception
    traceback  the failure as CPython prints it
    kind       "syntax", "exception", "limit", "policy" or "internal"
    limit      the limit that stopped the run ("time", "memory", ...) or None
    line       the line of the statement that failed (0 if unknown)
    logs       what the code printed before it failed
    """

    def __init__(self, error, logs=""):
        self.type = error.get("type", "")
        self.message = error.get("message", "")
        self.traceback = error.get("traceback", "")
        self.kind = error.get("kind", "")
        self.limit = error.get("limit") or None
        self.line = error.get("line", 0)
        self.text = error.get("text") or ("%s: %s" % (self.type, self.message))
        self.logs = logs
        super().__init__(self.text)


class ProtocolError(PyinterpError):
    """The server refused an operation.

    status is the JSON-RPC error code or the HTTP status; code the error's
    name: "not_found", "busy", "too_many_sessions", "memory_budget",
    "invalid_options", "too_large", "shutting_down", "unavailable",
    "no_such_file", "file_error", "unauthorized", ...
    """

    def __init__(self, status, message, code=""):
        self.status = status
        self.code = code
        super().__init__("%s (%s)" % (message, code or status))


class ServerClosed(PyinterpError):
    """The server is gone (its process exited, or it cannot be reached)."""
