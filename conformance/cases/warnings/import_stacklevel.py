# a module warning at import (stacklevel=2 names the import) and from its functions; DeprecationWarning is shown only where __main__ is named
# flags: --allow-import _warnmod
# compare: whole-stderr
import _warnmod
_warnmod.api()
_warnmod.api()
print("ok")
