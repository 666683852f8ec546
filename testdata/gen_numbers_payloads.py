"""Checks the "ok" cases of numbers_payloads.txt against CPython.

The expected values of those cases are the literals of their asserts:
run this with python3 (3.11) after editing the file; it runs every "ok"
case and reports any assert that CPython does not satisfy.
"""
import os
import sys
import traceback


def cases(path):
    name, want, lines = None, None, []
    for line in open(path, encoding="utf-8"):
        if line.startswith("=== "):
            if name is not None:
                yield name, want, "".join(lines)
            name, want, lines = line[4:].strip(), None, []
        elif name is not None and want is None and line.startswith("want: "):
            want = line[6:].strip()
        elif name is not None:
            lines.append(line)
    if name is not None:
        yield name, want, "".join(lines)


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "numbers_payloads.txt")
    failed = 0
    for name, want, code in cases(path):
        if want != "ok":
            continue
        try:
            exec(compile(code, name, "exec"), {})
        except Exception:
            failed += 1
            print("FAIL:", name)
            traceback.print_exc()
    print("failed:", failed)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
