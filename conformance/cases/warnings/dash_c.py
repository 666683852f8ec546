# run with -c: warnings name <string> and show no source line
# run: -c
# compare: whole-stderr
import warnings
warnings.warn("from -c")
def f():
    warnings.warn("deeper", RuntimeWarning, stacklevel=2)
f()
print("done")
