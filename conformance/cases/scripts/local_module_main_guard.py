# a local module's __name__ is its own name
# flags: --allow-import _helpers_mod
import _helpers_mod
print(_helpers_mod.who())
