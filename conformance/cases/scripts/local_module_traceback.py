# a traceback through a local module
# flags: --allow-import _helpers_mod
import _helpers_mod
_helpers_mod.fail(0)
