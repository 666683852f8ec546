#!/usr/bin/env python3
"""Record what CPython 3.11 reports for each case of the syntax error corpus.

    python3 parser/testdata/errors/gen.py

Cases: every NAME.py file here holds cases, each a line "# --- CASE" (CASE
unique across the directory) followed by the broken source; raw/CASE.py
files hold one case each as exact bytes (tabs, NUL, invalid UTF-8, ...) and
are (re)written by this script from RAW below.

For each case this writes one JSON object per line to expected.jsonl:
name, file, line (of the separator; 0 for raw cases), stage ("parse" when
ast.parse(src) rejects it, "compile" when only compile(src, '<file>',
'exec') does), class (SyntaxError, IndentationError or TabError), msg,
lineno, offset, end_lineno, end_offset, text (null fields become 0 / "").
Source is passed as bytes, exactly as the Go test passes it to the parser.
A case that CPython accepts is an error.
"""

import ast
import json
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))

RAW = {
    "tab_space_inconsistent": b"if x:\n\ty = 1\n        z = 2\n",
    "tab_space_inconsistent_nested": b"def f():\n    if x:\n\tpass\n",
    "tab_after_spaces_inconsistent": b"if x:\n    \ty = 1\n\t    z = 2\n",
    "unindent_mismatch_tabs": b"if x:\n\t\ty = 1\n\tz = 2\n",
    "too_many_nested_parens": b"(" * 201 + b")" * 201 + b"\n",
    "too_many_nested_brackets_mixed": b"[(" * 101 + b")]" * 101 + b"\n",
    "too_many_indentation_levels": b"".join(b" " * i + b"if x:\n" for i in range(101)) + b" " * 101 + b"pass\n",
    "non_utf8_first_byte": b"\xff = 1\n",
    "non_utf8_in_string": b"x = 'caf\xe9'\n",
    "non_utf8_second_line": b"x = 1\ny = '\xc3'\n",
    "utf8_encoded_surrogate": b"x = '\xed\xa0\x80'\n",
    "nul_byte": b"x = 1\x00\n",
    "nul_byte_in_string": b"x = 'a\x00b'\n",
    "nul_byte_in_comment": b"# \x00\nx = 1\n",
    "unterminated_string_crlf": b"x = 1\r\ny = 'abc\r\n",
    "unexpected_indent_crlf": b"x = 1\r\n    y = 2\r\n",
    "form_feed_unexpected_indent": b"x = 1\n\x0c  y = 2\n",
    "vertical_tab": b"x = 1\x0b+ 2\n",
    "control_character": b"x = 1 \x01 2\n",
    "eof_in_multiline_statement_no_newline": b"x = (1,\n 2",
    "unterminated_string_no_newline": b"x = 'abc",
    "backslash_at_eof_no_newline": b"x = 1 \\",
    "bad_coding_cookie": b"# -*- coding: nosuchcodec -*-\nx = 1\n",
    "latin1_bom_mismatch": b"\xef\xbb\xbf# -*- coding: latin-1 -*-\nx = 1\n",
    "int_digit_limit": b"y = 1\nx = (2,\n  " + b"1" * 4301 + b")\n",
    "int_digit_limit_underscores": b"x = " + b"1_" * 4300 + b"1\n",
    "latin1_cookie_syntax_error": b"# -*- coding: latin-1 -*-\nx = '\xe9' + $\n",
    "koi8r_cookie_syntax_error": b"# coding: koi8-r\nx = '\xc1\xc2' 1\n",
    "cookie_second_line_unknown": b"#!/usr/bin/python\n# vim: set fileencoding=bogus :\nx = 1\n",
    "utf8_cookie_invalid_byte": b"# coding: utf-8\nx = '\xff'\n",
    "non_printable_zero_width_space": "x = 1\u200b\n".encode(),
    "non_printable_in_expression": b"f(a, \x7f)\n",
    "non_ascii_string_then_dollar": "x = \"\u00e9\" + $\n".encode(),
    "non_ascii_string_then_missing_comma": "f(\"\u65e5\u672c\", a b)\n".encode(),
}


def split_cases(data):
    """Return (line_of_separator, name, case_bytes) for each case of a file."""
    cases = []
    cur = None
    for i, line in enumerate(data.splitlines(keepends=True), 1):
        if line.rstrip(b"\n") == b"# ---" or line.startswith(b"# --- "):
            cur = [i, line[len(b"# --- "):].strip().decode(), []]
            cases.append(cur)
        elif cur is not None:
            cur[2].append(line)
    return [(n, name, b"".join(lines)) for n, name, lines in cases]


def record(exc):
    return {
        "class": type(exc).__name__,
        "msg": exc.msg,
        "lineno": exc.lineno or 0,
        "offset": exc.offset or 0,
        "end_lineno": exc.end_lineno or 0,
        "end_offset": exc.end_offset or 0,
        "text": (exc.text or "").rstrip("\n"),
    }


def check(name, src):
    """Return the record of what CPython reports for src, or None if it compiles."""
    try:
        ast.parse(src)
    except SyntaxError as e:
        rec = record(e)
        rec["stage"] = "parse"
        try:
            compile(src, "<file>", "exec")
        except SyntaxError as e2:
            if record(e2) != record(e):
                print(f"note: {name}: compile() and ast.parse() disagree: {record(e2)} vs {record(e)}")
        return rec
    try:
        compile(src, "<file>", "exec")
    except SyntaxError as e:
        rec = record(e)
        rec["stage"] = "compile"
        return rec
    return None


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"gen.py must run under CPython 3.11, not {sys.version}")
    warnings.simplefilter("ignore")
    out = []
    names = set()
    bad = []

    def add(name, file, line, src):
        if name in names:
            bad.append(f"{file}:{line}: duplicate case name {name}")
            return
        names.add(name)
        rec = check(name, src)
        if rec is None:
            bad.append(f"{file}:{line}: {name}: CPython accepts this case")
            return
        out.append({"name": name, "file": file, "line": line, **rec})

    for fname in sorted(os.listdir(HERE)):
        if not fname.endswith(".py") or fname == "gen.py":
            continue
        with open(os.path.join(HERE, fname), "rb") as f:
            data = f.read()
        for line, name, src in split_cases(data):
            if not name:
                bad.append(f"{fname}:{line}: case has no name")
                continue
            add(name, fname, line, src)

    rawdir = os.path.join(HERE, "raw")
    os.makedirs(rawdir, exist_ok=True)
    for old in os.listdir(rawdir):
        os.remove(os.path.join(rawdir, old))
    for name, src in sorted(RAW.items()):
        with open(os.path.join(rawdir, name + ".py"), "wb") as f:
            f.write(src)
        add(name, "raw/" + name + ".py", 0, src)

    if bad:
        sys.exit("\n".join(bad))
    with open(os.path.join(HERE, "expected.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=True, sort_keys=False) + "\n")
    stages = {}
    for rec in out:
        stages[rec["stage"]] = stages.get(rec["stage"], 0) + 1
    print(f"wrote {len(out)} cases: {stages}")


if __name__ == "__main__":
    main()
