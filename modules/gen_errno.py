#!/usr/bin/env python3
"""Regenerate py/errno.py from CPython's errno module (run on Linux, 3.11)."""
import errno
import os

HERE = os.path.dirname(os.path.abspath(__file__))
lines = ["# The errno module: the symbolic error numbers, Linux's (the numbers the",
         "# OSErrors of pyinterp's file system carry, whatever the host), and",
         "# errorcode, which maps each number to its name. Generated from CPython",
         "# 3.11 on Linux (python3 modules/gen_errno.py).", ""]
codes = {n: getattr(errno, n) for n in dir(errno) if n.startswith('E') and isinstance(getattr(errno, n), int)}
for name, v in sorted(codes.items(), key=lambda kv: (kv[1], kv[0])):
    lines.append(f"{name} = {v}")
lines += ["", "errorcode = {"]
for v, name in sorted(errno.errorcode.items()):
    lines.append(f"    {v}: {name!r},")
lines.append("}")
with open(os.path.join(HERE, "py", "errno.py"), "w") as f:
    f.write("\n".join(lines) + "\n")
