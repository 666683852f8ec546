"""examples/python_agent/agent.py runs to its final answer, over both
transports."""

import os
import subprocess
import sys
import unittest

from helpers import BIN, HTTPServer, need_binary

AGENT = os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "python_agent", "agent.py")


@need_binary
class TestExample(unittest.TestCase):
    def check(self, *args, env=None):
        out = subprocess.run([sys.executable, AGENT, *args], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, **(env or {})))
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("due to: ValueError: unknown currency pair USD/XYZ", out.stdout)
        self.assertTrue(out.stdout.endswith("--- final answer: {'product': 'Trail runner 2', 'price_eur': 118.68}\n"), out.stdout)

    def test_stdio(self):
        self.check()

    def test_http(self):
        server = HTTPServer()
        try:
            self.check("--http", server.url, env={"PYINTERP_TOKEN": HTTPServer.TOKEN})
        finally:
            self.assertEqual(server.stop(), 0)


if __name__ == "__main__":
    unittest.main()
