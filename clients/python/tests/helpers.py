"""Shared by the tests: the pyinterp binary (built by the Go test that runs
these tests, or $PYINTERP_BIN) and an HTTP server started from it."""

import os
import re
import subprocess
import threading
import unittest

BIN = os.environ.get("PYINTERP_BIN")


def need_binary(cls):
    return unittest.skipUnless(BIN, "PYINTERP_BIN is not set (go test ./clients/python builds it)")(cls)


class HTTPServer:
    """`pyinterp serve --http 127.0.0.1:0 --token ...`, on a free port."""

    TOKEN = "test-token"

    def __init__(self, *args):
        self.proc = subprocess.Popen(
            [BIN, "serve", "--http", "127.0.0.1:0", "--token", self.TOKEN, *args],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.url = None
        self.log = []
        for line in self.proc.stderr:
            self.log.append(line)
            m = re.search(r"listening on (http://\S+)", line)
            if m:
                self.url = m.group(1)
                break
        if self.url is None:
            raise RuntimeError("the server did not start: " + "".join(self.log))
        # Keep draining its log so that it never blocks on a full pipe.
        self._drain = threading.Thread(target=lambda: self.log.extend(self.proc.stderr), daemon=True)
        self._drain.start()

    def stop(self):
        self.proc.terminate()
        code = self.proc.wait(20)
        self._drain.join(5)
        self.proc.stderr.close()
        return code
