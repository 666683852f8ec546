# json.JSONDecodeError(msg, doc, pos) made by the program: message, pos, lineno, colno as CPython computes them
import json
for doc, pos in (("ab\ncd", 4), ("abc", 0), ("abc", 3), ("é\nü", 2), ("x\ny\nz", -1), ("abc", 10)):
    e = json.JSONDecodeError("Expecting value", doc, pos)
    print(e, e.pos, e.lineno, e.colno, e.msg, repr(e.doc), e.args)
try:
    raise json.JSONDecodeError("bad", "{", 1)
except ValueError as e:
    print(type(e).__name__, e)
