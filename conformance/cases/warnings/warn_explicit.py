# warn_explicit: explicit location, module derived from the file name, a registry the caller keeps
# compare: whole-stderr
import warnings

warnings.warn_explicit("explicit", UserWarning, "lib/helpers.py", 42)
warnings.warn_explicit("explicit", UserWarning, "lib/helpers.py", 42)
reg = {}
warnings.warn_explicit("with registry", RuntimeWarning, "mod.py", 3, registry=reg)
warnings.warn_explicit("with registry", RuntimeWarning, "mod.py", 3, registry=reg)
print(reg)
warnings.warn_explicit(UserWarning("instance"), DeprecationWarning, "a.py", 1, module="__main__")
warnings.warn_explicit("dep elsewhere", DeprecationWarning, "a.py", 1, module="pkg.sub")
warnings.filterwarnings("ignore", module=r"pkg\.")
warnings.warn_explicit("ignored by module", UserWarning, "pkg/x.py", 5)
warnings.warn_explicit("ignored by derived module", UserWarning, "pkg.py", 5, module="pkg.core")
warnings.warn_explicit("module name from file", UserWarning, "pkgx.py", 6)
warnings.filterwarnings("ignore", module="helpers$")
warnings.warn_explicit("shown: module is the file name minus .py", UserWarning, "helpers.py", 9)
warnings.filterwarnings("error", module="strict")
try:
    warnings.warn_explicit("strict one", UserWarning, "strict.py", 1)
except UserWarning as e:
    print("raised", e)
try:
    warnings.warn_explicit("x", UserWarning, 5, 1)
except TypeError as e:
    print(e)
try:
    warnings.warn_explicit("x", UserWarning, "f.py", 1, registry=[])
except TypeError as e:
    print(e)
try:
    warnings.warn_explicit("x", UserWarning, "f.py", 1, module_globals=[])
except TypeError as e:
    print(e)
print("done")
