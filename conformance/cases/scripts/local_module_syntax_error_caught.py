# the SyntaxError of a local module's import can be caught; its attributes
# flags: --allow-import _syntax_mod

try:
    import _syntax_mod
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.filename.rsplit("/", 1)[-1], e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset)
    print(str(e))
try:
    import _syntax_mod
except SyntaxError as e:
    print("again:", e.msg)
