# a local module with an invalid assignment target (a compile-time SyntaxError)
# flags: --allow-import _assign_mod
import _assign_mod
