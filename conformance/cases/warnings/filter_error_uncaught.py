# an uncaught warning raised by the "error" action: the traceback ends at the program's call
# compare: whole-stderr
import warnings
warnings.filterwarnings("error", message="fatal")
warnings.warn("not fatal")


def check(x):
    if x < 0:
        warnings.warn("fatal: negative input", RuntimeWarning)
    return x


print(check(1))
check(-1)
