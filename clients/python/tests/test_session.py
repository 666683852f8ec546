"""Session against the real pyinterp binary, over both transports."""

import threading
import time
import unittest

from helpers import BIN, HTTPServer, need_binary
from pyinterp_client import ExecutionError, Opaque, ProtocolError, Session


def weather(city, unit="C", **extra):
    """Current weather in a city."""
    if city == "Atlantis":
        raise LookupError("no such city: " + city)
    return {"city": city, "temp": 21 if unit == "C" else 70, "extra": extra, "tags": ("sunny", 1)}


def lookup(key):
    raise KeyError(key)


class SessionTests:
    """The tests, run once per transport (the subclasses say how to open)."""

    def open(self, **options):
        raise NotImplementedError

    def test_state_across_runs(self):
        with self.open() as s:
            self.assertIsNone(s.run("x = 6 * 7").value)
            r = s.run("print('hello', x)\nx + 1")
            self.assertEqual((r.value, r.repr, r.logs, r.is_final_answer), (43, "43", "hello 42\n", False))
            self.assertGreater(r.operations, 0)

    def test_values_keep_their_python_meaning(self):
        with self.open() as s:
            v = s.run("{'b': (1, 2), 'a': {3}, 2**70: b'\\x00', 'n': float('nan'), 'c': 1j}").value
            self.assertEqual(list(v), ["b", "a", 2 ** 70, "n", "c"])
            self.assertEqual(v["b"], (1, 2))
            self.assertEqual(v["a"], {3})
            self.assertEqual(v[2 ** 70], b"\x00")
            self.assertNotEqual(v["n"], v["n"])
            self.assertEqual(v["c"], 1j)
            f = s.run("def f(): pass\nf").value
            self.assertIsInstance(f, Opaque)
            self.assertTrue(f.repr.startswith("<function f at 0x"))

    def test_files_in_and_out(self):
        with self.open(files={"max_file_size": 1 << 20}) as s:
            s.write_file("sales.csv", "region,amount\nNorth,10\nSouth,5\n")
            s.write_file("/work/raw/data.bin", bytes(range(256)))
            r = s.run("import csv, os\nrows = list(csv.DictReader(open('sales.csv', newline='')))\n"
                      "os.makedirs('out', exist_ok=True)\n"
                      "open('out/total.txt', 'w').write(str(sum(int(x['amount']) for x in rows)))\n"
                      "len(open('raw/data.bin', 'rb').read())")
            self.assertEqual(r.value, 256)
            self.assertEqual(s.read_file("out/total.txt"), b"15")
            self.assertEqual([(f["path"], f["type"], f["size"]) for f in s.list_files()],
                             [("out", "dir", 0), ("out/total.txt", "file", 2), ("raw", "dir", 0),
                              ("raw/data.bin", "file", 256), ("sales.csv", "file", 31)])
            self.assertEqual([f["path"] for f in s.list_files("raw")], ["data.bin"])
            s.remove_file("raw")
            with self.assertRaises(ProtocolError) as cm:
                s.read_file("raw/data.bin")
            self.assertEqual(cm.exception.code, "no_such_file")
        with self.open() as s:
            with self.assertRaises(ProtocolError) as cm:
                s.write_file("x.txt", "no files")
            self.assertEqual(cm.exception.code, "file_error")

    def test_tools_with_keyword_arguments(self):
        with self.open(tools=[weather]) as s:
            r = s.run("w = weather('Paris', unit='F', wind=3)\nw['temp'], w['extra'], w['tags']")
            self.assertEqual(r.value, (70, {"wind": 3}, ("sunny", 1)))

    def test_tool_exceptions_caught_in_python(self):
        with self.open(tools={"weather": weather, "lookup": lookup}) as s:
            r = s.run("try:\n    weather('Atlantis')\nexcept LookupError as e:\n    msg = 'caught: ' + str(e)\nmsg")
            self.assertEqual(r.value, "caught: no such city: Atlantis")
            r = s.run("try:\n    lookup('k')\nexcept KeyError as e:\n    k = e.args[0]\nk")
            self.assertEqual(r.value, "k")
            with self.assertRaises(ExecutionError) as cm:
                s.run("print('before')\nweather('Atlantis')")
            e = cm.exception
            self.assertEqual((e.type, e.message, e.kind, e.logs), ("LookupError", "no such city: Atlantis", "exception", "before\n"))
            self.assertIn("Traceback (most recent call last):", e.traceback)
            self.assertEqual(str(e), "Code execution failed at line 'weather('Atlantis')' due to: LookupError: no such city: Atlantis")

    def test_final_answer(self):
        with self.open() as s:
            r = s.run("final_answer([1, 2])\nprint('not reached')")
            self.assertEqual((r.value, r.is_final_answer, r.logs), ([1, 2], True, ""))
        checked = []

        def final_answer(answer):
            checked.append(answer)
            return "checked: %s" % answer

        with self.open(tools=[final_answer]) as s:
            r = s.run("final_answer(42)")
            self.assertEqual((r.value, r.is_final_answer, checked), ("checked: 42", True, [42]))

    def test_system_exit_and_stderr(self):
        with self.open() as s:
            r = s.run("import sys\nx = 1\nprint('out')\nprint('err', file=sys.stderr)\nsys.exit(3)\nx = 2")
            self.assertEqual((r.logs, r.stderr, r.exited, r.exit_code), ("out\n", "err\n", True, 3))
            r = s.run("raise SystemExit('bye')")
            self.assertEqual((r.stderr, r.exited, r.exit_code), ("bye\n", True, 1))
            r = s.run("print(__name__, x)")
            self.assertEqual((r.logs, r.exited, r.exit_code), ("__main__ 1\n", False, 0))

    def test_errors(self):
        with self.open() as s:
            with self.assertRaises(ExecutionError) as cm:
                s.run("def f(:")
            self.assertEqual((cm.exception.type, cm.exception.kind), ("SyntaxError", "syntax"))
            with self.assertRaises(ExecutionError) as cm:
                s.run("import os")
            self.assertEqual((cm.exception.type, cm.exception.kind), ("InterpreterError", "policy"))
            self.assertIn("Import of os is not allowed", cm.exception.message)

    def test_limits(self):
        with self.open(timeout=0.3, max_operations=10 ** 12, max_while_iterations=10 ** 12) as s:
            start = time.monotonic()
            with self.assertRaises(ExecutionError) as cm:
                s.run("while True: pass")
            self.assertEqual(cm.exception.limit, "time")
            self.assertLess(time.monotonic() - start, 5)
            self.assertEqual(s.run("1 + 1").value, 2)
        with self.open(max_memory=8 << 20) as s:
            with self.assertRaises(ExecutionError) as cm:
                s.run("x = [str(i) * 100 for i in range(10 ** 6)]")
            self.assertEqual((cm.exception.limit, cm.exception.type), ("memory", "MemoryError"))
        with self.open(max_operations=1000) as s:
            with self.assertRaises(ExecutionError) as cm:
                s.run("for i in range(10 ** 6): pass")
            self.assertEqual(cm.exception.limit, "operations")

    def test_variables_and_reset(self):
        with self.open() as s:
            s.set_variables({"data": {"z": 1, "a": (2, 3)}, "blob": b"\xff", "big": 10 ** 30})
            self.assertEqual(s.run("list(data), data['a'], blob, big + 1").value, (["z", "a"], (2, 3), b"\xff", 10 ** 30 + 1))
            v = s.variables()
            self.assertEqual(v["data"], {"z": 1, "a": (2, 3)})
            s.reset()
            self.assertEqual(s.variables(), {})

    def test_cancel_by_closing_the_session(self):
        s = self.open(timeout=60, max_operations=10 ** 12, max_while_iterations=10 ** 12)
        errors = []

        def run():
            try:
                s.run("while True: pass")
            except Exception as e:
                errors.append(e)

        t = threading.Thread(target=run)
        t.start()
        time.sleep(0.3)
        start = time.monotonic()
        s.close()
        t.join(10)
        self.assertFalse(t.is_alive(), "the run went on after close()")
        self.assertLess(time.monotonic() - start, 5)
        self.assertEqual(len(errors), 1)
        e = errors[0]
        self.assertTrue(isinstance(e, ExecutionError) and e.limit == "cancelled", repr(e))

    def test_cancel(self):
        with self.open(timeout=60, max_operations=10 ** 12, max_while_iterations=10 ** 12) as s:
            errors = []
            t = threading.Thread(target=lambda: errors.append(self.assertRaises(ExecutionError, s.run, "while True: pass")))
            t.start()
            time.sleep(0.3)
            self.assertTrue(s.cancel())
            t.join(10)
            self.assertEqual(s.run("'still here'").value, "still here")

    def test_protocol_errors(self):
        with self.assertRaises(ProtocolError) as cm:
            self.open(max_operations=-1)
        self.assertEqual(cm.exception.code, "invalid_options")
        with self.assertRaises(TypeError):
            self.open(no_such_option=1)

    def test_smolagents_options(self):
        with self.open(smolagents_last_value=True, protected_names=["print"], allowed_dunders=["__meta__"]) as s:
            self.assertEqual(s.run("x = 3").value, 3)
            with self.assertRaises(ExecutionError):
                s.run("print = 1")
            self.assertEqual(s.run("class A:\n    __meta__ = 'm'\nA.__meta__").value, "m")


@need_binary
class StdioTest(SessionTests, unittest.TestCase):
    def open(self, **options):
        return Session(BIN, **options)

    def test_binary_from_environment(self):
        with Session(authorized_imports=["numpy"]) as s:  # $PYINTERP_BIN
            self.assertEqual(s.run("2 ** 10").value, 1024)

    def test_process_ends_with_the_session(self):
        s = Session(BIN)
        proc = s._transport._proc
        s.close()
        self.assertIsNotNone(proc.poll())


@need_binary
class HTTPTest(SessionTests, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = HTTPServer()

    @classmethod
    def tearDownClass(cls):
        code = cls.server.stop()
        assert code == 0, "the server exited %s on SIGTERM: %s" % (code, "".join(cls.server.log))

    def open(self, **options):
        return Session(url=self.server.url, token=HTTPServer.TOKEN, **options)

    def test_token_required(self):
        with self.assertRaises(ProtocolError) as cm:
            Session(url=self.server.url, token="wrong")
        self.assertEqual((cm.exception.status, cm.exception.code), (401, "unauthorized"))

    def test_sessions_in_parallel(self):
        sessions = [self.open(tools=[weather]) for _ in range(8)]
        results = {}

        def work(i, s):
            results[i] = s.run("sum(weather('c' + str(k))['temp'] for k in range(5)) + %d" % i).value

        threads = [threading.Thread(target=work, args=(i, s)) for i, s in enumerate(sessions)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        for s in sessions:
            s.close()
        self.assertEqual(results, {i: 105 + i for i in range(8)})


if __name__ == "__main__":
    unittest.main()
