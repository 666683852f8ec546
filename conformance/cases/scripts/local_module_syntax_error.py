# a local module with a syntax error fails at its import, with CPython's traceback
# flags: --allow-import _syntax_mod
print("before the import")
import _syntax_mod
print("never")
