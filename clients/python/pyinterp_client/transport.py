"""The two ways to reach a pyinterp server: a `pyinterp serve` child process
spoken to in JSON-RPC 2.0 over its standard input and output, and the HTTP
API of `pyinterp serve --http ADDR` (docs/protocol.md)."""

import json
import os
import shutil
import subprocess
import threading
import traceback
import urllib.error
import urllib.request

from .errors import ProtocolError, ServerClosed
from .values import decode, encode

__all__ = ["StdioTransport", "HTTPTransport", "find_binary"]


def find_binary(binary=None):
    """The pyinterp binary: the argument, $PYINTERP_BIN, or `pyinterp` on PATH."""
    path = binary or os.environ.get("PYINTERP_BIN") or shutil.which("pyinterp")
    if not path:
        raise FileNotFoundError(
            "pyinterp binary not found: pass binary=..., set PYINTERP_BIN, or put pyinterp on PATH "
            "(go build ./cmd/pyinterp)")
    return path


def tool_error(exc):
    """The error object that answers a tool call which raised exc."""
    message = str(exc)
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        message = exc.args[0]  # KeyError('k') is str "'k'" but its message is 'k'
    return {
        "type": type(exc).__name__,
        "message": message,
        "traceback": "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    }


def call_tool(tools, call):
    """Calls the client's tool for a tool.call: (result, None) or (None, error)."""
    fn = tools.get(call.get("name"))
    if fn is None:
        return None, {"type": "NameError", "message": "the client has no tool %r" % call.get("name")}
    try:
        args = [decode(a) for a in call.get("args") or []]
        kwargs = decode(call.get("kwargs") or {})
        return encode(fn(*args, **kwargs)), None
    except Exception as exc:  # the tool's exception goes to the Python code
        return None, tool_error(exc)


class StdioTransport:
    """A `pyinterp serve` child process, spoken to over its stdin/stdout.

    A reader thread dispatches the server's answers to the waiting calls
    and its tool.call requests to the client's tools (each in its own
    thread, so that a slow tool does not hold the connection).
    """

    def __init__(self, binary=None, args=(), tools_for=None, stderr=None, timeout=None):
        self._tools_for = tools_for or (lambda session_id: {})
        self.timeout = timeout
        self._proc = subprocess.Popen(
            [find_binary(binary), "serve", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=stderr if stderr is not None else subprocess.DEVNULL,
        )
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._pending = {}
        self._next_id = 0
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="pyinterp-reader", daemon=True)
        self._reader.start()

    def _send(self, msg):
        data = (json.dumps(msg, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        with self._write_lock:
            try:
                self._proc.stdin.write(data)
                self._proc.stdin.flush()
            except (BrokenPipeError, ValueError, OSError):
                raise ServerClosed("the pyinterp server has exited")

    def call(self, method, params, timeout=None):
        """Sends a request and returns its result (raises ProtocolError)."""
        with self._lock:
            if self._closed:
                raise ServerClosed("the pyinterp server has exited")
            self._next_id += 1
            rid = self._next_id
            slot = {"event": threading.Event()}
            self._pending[rid] = slot
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        if timeout is None:
            timeout = self.timeout
        if not slot["event"].wait(timeout):
            with self._lock:
                self._pending.pop(rid, None)
            raise TimeoutError("no answer to %s within %ss" % (method, timeout))
        if "closed" in slot:
            raise ServerClosed("the pyinterp server exited before answering %s" % method)
        msg = slot["msg"]
        if "error" in msg:
            err = msg["error"]
            data = err.get("data") or {}
            raise ProtocolError(err.get("code"), err.get("message", ""), data.get("code", ""))
        return msg.get("result")

    def _read(self):
        for line in self._proc.stdout:
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if "method" in msg:
                threading.Thread(target=self._answer, args=(msg,), daemon=True).start()
                continue
            with self._lock:
                slot = self._pending.pop(msg.get("id"), None)
            if slot is not None:
                slot["msg"] = msg
                slot["event"].set()
        with self._lock:
            self._closed = True
            pending, self._pending = self._pending, {}
        for slot in pending.values():
            slot["closed"] = True
            slot["event"].set()

    def _answer(self, msg):
        """Answers a request of the server: tool.call."""
        if msg.get("method") != "tool.call" or "id" not in msg:
            if "id" in msg:
                self._reply_error(msg["id"], -32601, "method not found: %s" % msg.get("method"))
            return
        call = msg.get("params") or {}
        result, error = call_tool(self._tools_for(call.get("session")), call)
        try:
            if error is None:
                self._send({"jsonrpc": "2.0", "id": msg["id"], "result": result})
            else:
                self._reply_error(msg["id"], -32010, error["message"], error)
        except ServerClosed:
            pass

    def _reply_error(self, rid, code, message, data=None):
        err = {"code": code, "message": message}
        if data is not None:
            err["data"] = data
        self._send({"jsonrpc": "2.0", "id": rid, "error": err})

    def close(self, timeout=5):
        """Ends the server: the end of its input closes its sessions."""
        try:
            self._proc.stdin.close()
        except OSError:
            pass
        try:
            self._proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        self._reader.join(timeout)
        for f in (self._proc.stdout, self._proc.stderr):
            if f is not None:
                f.close()

    @property
    def pid(self):
        return self._proc.pid


class HTTPTransport:
    """The HTTP API of a running `pyinterp serve --http ADDR`."""

    def __init__(self, url, token=None, timeout=None):
        self.url = url.rstrip("/")
        self.token = token or os.environ.get("PYINTERP_TOKEN")
        self.timeout = timeout

    def request(self, method, path, body=None, timeout=None):
        data = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        req = urllib.request.Request(self.url + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(req, timeout=timeout or self.timeout) as resp:
                return json.loads(resp.read() or b"{}")
        except urllib.error.HTTPError as e:
            try:
                err = json.loads(e.read()).get("error", {})
            except ValueError:
                err = {}
            raise ProtocolError(e.code, err.get("message", str(e)), err.get("code", ""))
        except urllib.error.URLError as e:
            raise ServerClosed("cannot reach %s: %s" % (self.url, e.reason))

    def request_raw(self, method, path, data=None, timeout=None):
        """A request whose body and answer are raw bytes (a session's
        files); errors are JSON as for request."""
        req = urllib.request.Request(self.url + path, data=data, method=method)
        req.add_header("Content-Type", "application/octet-stream")
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(req, timeout=timeout or self.timeout) as resp:
                return resp.read()
        except urllib.error.HTTPError as e:
            try:
                err = json.loads(e.read()).get("error", {})
            except ValueError:
                err = {}
            raise ProtocolError(e.code, err.get("message", str(e)), err.get("code", ""))
        except urllib.error.URLError as e:
            raise ServerClosed("cannot reach %s: %s" % (self.url, e.reason))

    def close(self, timeout=None):
        pass
