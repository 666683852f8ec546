"""Generates the expected outputs of the snapshot cases: CPython runs the
whole file (the part before '#--- restore ---' then the part after, in
one process); pyinterp runs the first part, saves, restores into a new
executor, and runs the second."""
import pathlib, subprocess, sys
here = pathlib.Path(__file__).parent
for p in sorted(here.glob("*.py")):
    if p.name == "gen.py":
        continue
    out = subprocess.run([sys.executable, str(p)], capture_output=True, text=True, check=True).stdout
    p.with_suffix(".expected").write_text(out)
