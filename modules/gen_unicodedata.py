#!/usr/bin/env python3
"""Writes unicodedata14.txt.gz: the character database of CPython 3.11's
unicodedata module (Unicode 14.0), for modules/unicodedata.go.

Go's unicode tables are a newer Unicode version; taking the properties from
CPython keeps name/category/bidirectional/combining/east_asian_width/
mirrored/decimal/digit/numeric identical. Run with CPython 3.11 in this
directory: python3 gen_unicodedata.py

Format (text, one record a line, hex code points):
  R <start> <cat> <bidi> <combining> <eaw> <mirrored>   a run of code points
                                                         with these properties,
                                                         up to the next R
  V <cp> <decimal|-> <digit|-> <numeric>                 numeric values
  D <cp> <decomposition>                                 decomposition mappings
  N <cp> <name>                                          names, except CJK
                                                         unified ideographs and
                                                         Hangul syllables
                                                         (computed)
"""
import gzip, sys, unicodedata as u

assert sys.version_info[:2] == (3, 11), "generate with CPython 3.11"
out = []
prev = None
for cp in range(0x110000):
    c = chr(cp)
    key = (u.category(c), u.bidirectional(c) or "-", u.combining(c), u.east_asian_width(c), u.mirrored(c))
    if key != prev:
        out.append("R %x %s %s %d %s %d" % ((cp,) + key))
        prev = key
for cp in range(0x110000):
    c = chr(cp)
    n = u.numeric(c, None)
    if n is not None:
        d = u.decimal(c, None)
        g = u.digit(c, None)
        out.append("V %x %s %s %r" % (cp, "-" if d is None else d, "-" if g is None else g, n))
for cp in range(0x110000):
    d = u.decomposition(chr(cp))
    if d:
        out.append("D %x %s" % (cp, d))
for cp in range(0x110000):
    c = chr(cp)
    name = u.name(c, None)
    if name is None or name.startswith("CJK UNIFIED IDEOGRAPH-") or name.startswith("HANGUL SYLLABLE "):
        continue
    out.append("N %x %s" % (cp, name))
with gzip.GzipFile("unicodedata14.txt.gz", "wb", mtime=0) as f:
    f.write(("\n".join(out) + "\n").encode())
