"""Session: one pyinterp session, in a `pyinterp serve` child process or on
an HTTP server."""

import base64
import inspect
import threading
import urllib.parse

from .errors import ExecutionError
from .transport import HTTPTransport, StdioTransport, call_tool
from .values import decode, encode

__all__ = ["Session", "RunResult"]

def _quote_path(path):
    """A session's file path in an HTTP URL, where paths are relative to
    the working directory /work."""
    if path.startswith("/work/"):
        path = path[len("/work/"):]
    elif path.startswith("/"):
        raise ValueError("over HTTP, file paths are relative to the working directory /work: %r" % path)
    return urllib.parse.quote(path, safe="/")


_OPTION_NAMES = (
    "authorized_imports", "max_operations", "max_while_iterations", "timeout", "max_memory",
    "max_output", "max_recursion", "smolagents_last_value", "protected_names", "allowed_dunders",
    "files",
)


class RunResult:
    """The outcome of a successful run.

    value            the value of the last statement (or final_answer's answer)
    repr             repr() of it, as the interpreter wrote it
    logs             what the code printed
    is_final_answer  the code called final_answer
    operations       the operations the run counted
    stderr           what the code wrote to sys.stderr
    exited           the code raised SystemExit (sys.exit(), exit()) and did
                     not catch it: the run ended there, without error
    exit_code        the status CPython would exit with (when exited)
    """

    __slots__ = ("value", "repr", "logs", "is_final_answer", "operations", "stderr", "exited", "exit_code")

    def __init__(self, value, repr_, logs, is_final_answer, operations, stderr="", exited=False, exit_code=0):
        self.value = value
        self.repr = repr_
        self.logs = logs
        self.is_final_answer = is_final_answer
        self.operations = operations
        self.stderr = stderr
        self.exited = exited
        self.exit_code = exit_code

    def __repr__(self):
        return "RunResult(value=%s, logs=%r, is_final_answer=%r)" % (self.repr, self.logs, self.is_final_answer)


def tool_spec(name, fn):
    """The description of a tool the server needs: name, parameters, doc."""
    params = []
    inputs = getattr(fn, "inputs", None)  # a smolagents Tool
    if isinstance(inputs, dict):
        params = [str(k) for k in inputs]
    else:
        try:
            target = fn.forward if hasattr(fn, "forward") else fn
            for p in inspect.signature(target).parameters.values():
                if p.kind == p.VAR_POSITIONAL:
                    params.append("*" + p.name)
                elif p.kind == p.VAR_KEYWORD:
                    params.append("**" + p.name)
                elif p.name != "self":
                    params.append(p.name)
        except (TypeError, ValueError):
            pass
    doc = getattr(fn, "description", None) or inspect.getdoc(fn) or ""
    return {"name": name, "params": params, "doc": str(doc)}


def _tool_dict(tools):
    """Normalises tools: a dict name -> callable, or callables named by
    their `name` attribute (smolagents) or __name__."""
    if tools is None:
        return {}
    if isinstance(tools, dict):
        return dict(tools)
    out = {}
    for fn in tools:
        name = getattr(fn, "name", None) or getattr(fn, "__name__", None)
        if not isinstance(name, str):
            raise TypeError("cannot name the tool %r: pass a dict of name -> callable" % (fn,))
        out[name] = fn
    return out


class Session:
    """A pyinterp session: a Python namespace that persists across runs,
    in a sandbox, with the client's Python callables as tools.

    Session(binary=None, ...) starts `pyinterp serve` (the binary from the
    argument, $PYINTERP_BIN or PATH) and talks to it over its standard
    input and output; Session(url="http://127.0.0.1:8080", token=...)
    uses the HTTP API of a running server.

    Options (each None takes the server's default): authorized_imports,
    max_operations, max_while_iterations, timeout (seconds per run),
    max_memory (bytes), max_output (bytes), max_recursion,
    smolagents_last_value (a run's value by smolagents' rule: x = 3 gives
    3), protected_names, allowed_dunders; tools: a dict name -> callable
    or a list of callables.

    run(code) returns a RunResult or raises ExecutionError; a refused
    operation raises ProtocolError. request_timeout (seconds) bounds the
    wait for any answer of the server (None: the session's own timeout
    ends runs). server_args are extra flags of `pyinterp serve`; stderr
    where its log goes (default: discarded). Use it as a context manager,
    or call close().
    """

    def __init__(self, binary=None, *, url=None, token=None, tools=None, server_args=(),
                 request_timeout=None, stderr=None, **options):
        unknown = set(options) - set(_OPTION_NAMES)
        if unknown:
            raise TypeError("unknown options: %s" % ", ".join(sorted(unknown)))
        self._tools = _tool_dict(tools)
        self._lock = threading.Lock()
        self._request_timeout = request_timeout
        if url is not None:
            self._transport = HTTPTransport(url, token, request_timeout)
        else:
            self._transport = StdioTransport(binary, server_args, lambda _id: self._tools, stderr, request_timeout)
        params = {k: v for k, v in options.items() if v is not None}
        if "authorized_imports" in params:
            params["authorized_imports"] = list(params["authorized_imports"])
        params["tools"] = [tool_spec(name, fn) for name, fn in self._tools.items()]
        try:
            self.id = self._create(params)
        except BaseException:
            self._transport.close()
            raise
        self.closed = False

    # The operations, over either transport.

    def _http(self, method, path, body=None):
        return self._transport.request(method, "/v1/sessions/" + self.id + path, body)

    @property
    def _is_http(self):
        return isinstance(self._transport, HTTPTransport)

    def _create(self, params):
        if self._is_http:
            return self._transport.request("POST", "/v1/sessions", params)["id"]
        return self._transport.call("session.create", params)["id"]

    def run(self, code):
        """Runs code in the session; returns a RunResult or raises
        ExecutionError (with the printed output in its logs)."""
        if self._is_http:
            answer = self._http("POST", "/run", {"code": code})
            while answer.get("status") == "tool_call":
                call = answer["tool_call"]
                result, error = call_tool(self._tools, call)
                body = {"call_id": call["id"]}
                if error is None:
                    body["result"] = result
                else:
                    body["error"] = error
                answer = self._http("POST", "/tool_result", body)
        else:
            answer = self._transport.call("session.run", {"id": self.id, "code": code})
        if answer.get("error"):
            raise ExecutionError(answer["error"], answer.get("logs", ""))
        return RunResult(decode(answer.get("value")), answer.get("repr", ""), answer.get("logs", ""),
                         bool(answer.get("is_final_answer")), answer.get("operations", 0),
                         answer.get("stderr", ""), bool(answer.get("exited")), answer.get("exit_code", 0))

    def set_variables(self, variables):
        """Binds Python variables in the session (values are sent typed;
        objects with no typed form arrive as their repr, a str)."""
        encoded = {str(k): encode(v) for k, v in dict(variables).items()}
        if self._is_http:
            self._http("POST", "/variables", {"variables": encoded})
        else:
            self._transport.call("session.set_variables", {"id": self.id, "variables": encoded})

    def variables(self):
        """The session's namespace as a dict (functions, classes and other
        objects come back as Opaque: their repr)."""
        if self._is_http:
            raw = self._http("GET", "/variables")["variables"]
        else:
            raw = self._transport.call("session.variables", {"id": self.id})["variables"]
        return decode(raw)

    def add_tools(self, tools):
        """Offers more tools (a dict name -> callable, or callables); a tool
        of the same name is replaced. A tool named final_answer replaces the
        default one: its result becomes the final answer."""
        new = _tool_dict(tools)
        specs = [tool_spec(name, fn) for name, fn in new.items()]
        if self._is_http:
            self._http("POST", "/tools", {"tools": specs})
        else:
            self._transport.call("session.add_tools", {"id": self.id, "tools": specs})
        self._tools.update(new)

    def write_file(self, path, data):
        """Puts a file in the session's file system (created with
        files={}): data is bytes (a str is written as UTF-8); path is
        relative to the working directory /work unless absolute."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        data = bytes(data)
        if self._is_http:
            self._transport.request_raw("PUT", "/v1/sessions/" + self.id + "/files/" + _quote_path(path), data)
        else:
            self._transport.call("session.write_file", {"id": self.id, "path": path,
                                                        "data": base64.b64encode(data).decode("ascii")})

    def read_file(self, path):
        """The contents of a file of the session, as bytes."""
        if self._is_http:
            return self._transport.request_raw("GET", "/v1/sessions/" + self.id + "/files/" + _quote_path(path))
        answer = self._transport.call("session.read_file", {"id": self.id, "path": path})
        return base64.b64decode(answer["data"])

    def list_files(self, path=None):
        """The tree below a directory of the session (the working directory
        by default): a list of dicts with path, type ("file" or "dir"),
        size and mtime, sorted by path."""
        if self._is_http:
            query = "" if path is None else "?path=" + urllib.parse.quote(path)
            return self._http("GET", "/files" + query)["files"]
        params = {"id": self.id}
        if path is not None:
            params["path"] = path
        return self._transport.call("session.list_files", params)["files"]

    def remove_file(self, path):
        """Removes a file, or a directory and everything below it."""
        if self._is_http:
            self._transport.request("DELETE", "/v1/sessions/" + self.id + "/files/" + _quote_path(path))
        else:
            self._transport.call("session.remove_file", {"id": self.id, "path": path})

    def reset(self):
        """Forgets the namespace; the options and tools stay."""
        if self._is_http:
            self._http("POST", "/reset", {})
        else:
            self._transport.call("session.reset", {"id": self.id})

    def cancel(self):
        """Cancels the run in progress (from another thread); returns
        whether there was one. The run raises ExecutionError with limit
        "cancelled"."""
        if self._is_http:
            return self._http("POST", "/cancel", {})["cancelled"]
        return self._transport.call("session.cancel", {"id": self.id})["cancelled"]

    def close(self):
        """Closes the session (a run in progress is cancelled) and, for a
        session in a child process, ends the process."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
        try:
            if self._is_http:
                self._transport.request("DELETE", "/v1/sessions/" + self.id)
            else:
                self._transport.call("session.close", {"id": self.id}, timeout=10)
        finally:
            self._transport.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        try:
            if not getattr(self, "closed", True):
                self.close()
        except Exception:
            pass
