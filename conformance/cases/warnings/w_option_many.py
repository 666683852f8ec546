# several -W options: the last comes first; invalid ones are reported at startup and ignored
# options: -W ignore::UserWarning -Wd -W bogus -W ignore::NoSuchWarning -W error:::x:y -W always:spam
# compare: whole-stderr
import sys
import warnings
print(sys.warnoptions)
for f in warnings.filters[:3]:
    print(f[0], f[1] and f[1].pattern, f[2].__name__, f[3], f[4])
warnings.warn("user: ignored")
warnings.warn("dep: default", DeprecationWarning)
for i in range(2):
    warnings.warn("spam and eggs", RuntimeWarning)
