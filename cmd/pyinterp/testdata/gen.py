#!/usr/bin/env python3
"""Write the CPython 3.11 expectations of cmd/pyinterp's tests.

    python3 cmd/pyinterp/testdata/gen.py

sample.dump: what
    python3 -c "import ast,sys; print(ast.dump(ast.parse(open(sys.argv[1],encoding='utf-8').read())))" sample.py
prints. errors.json: for each broken_*.py, the SyntaxError CPython raises
for ast.parse(source_bytes) ("parse"), the stderr and exit status of
"python3 FILE" (the file's absolute path replaced by FILE), and the
SyntaxError attributes behind that stderr ("run"; running a file tokenizes
it slightly differently from ast.parse, e.g. an error at end of file may
get offset 0).
"""

HOOK = """
import json, sys
def hook(t, e, tb):
    sys.__excepthook__(t, e, tb)
    sys.stderr.write("\\n@@" + json.dumps([e.lineno or 0, e.offset or 0, e.end_lineno or 0,
        e.end_offset if e.end_offset is not None else -1, (e.text or "").rstrip("\\n")]) + "\\n")
sys.excepthook = hook
"""

import ast
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"gen.py must run under CPython 3.11, not {sys.version}")
    with open(os.path.join(HERE, "sample.py"), encoding="utf-8") as f:
        dump = ast.dump(ast.parse(f.read()))
    with open(os.path.join(HERE, "sample.dump"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dump + "\n")
    cases = []
    hookdir = tempfile.mkdtemp()
    with open(os.path.join(hookdir, "sitecustomize.py"), "w") as f:
        f.write(HOOK)
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith("broken_") and name.endswith(".py")):
            continue
        path = os.path.join(HERE, name)
        with open(path, "rb") as f:
            src = f.read()
        try:
            ast.parse(src)
            sys.exit(f"{name}: ast.parse accepts it")
        except SyntaxError as e:
            exc = e
        env = dict(os.environ, PYTHONPATH=hookdir)
        out = subprocess.run([sys.executable, path], capture_output=True, env=env)
        stderr, _, attrs = out.stderr.decode("utf-8").rpartition("\n@@")
        run = dict(zip(["lineno", "offset", "end_lineno", "end_offset", "text"], json.loads(attrs)))
        out = subprocess.run([sys.executable, path], capture_output=True)
        if out.stderr.decode("utf-8") != stderr:
            sys.exit(f"{name}: excepthook changed the output")
        cases.append({
            "file": name,
            "class": type(exc).__name__,
            "msg": exc.msg,
            "parse": {
                "lineno": exc.lineno or 0,
                "offset": exc.offset or 0,
                "end_lineno": exc.end_lineno or 0,
                "end_offset": exc.end_offset if exc.end_offset is not None else -1,
                "text": (exc.text or "").rstrip("\n"),
            },
            "run": run,
            "exit": out.returncode,
            "stderr": stderr.replace(path, "FILE"),
        })
    with open(os.path.join(HERE, "errors.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(cases, f, indent=1, ensure_ascii=True)
        f.write("\n")
    print(f"wrote sample.dump and {len(cases)} error cases")


if __name__ == "__main__":
    main()
