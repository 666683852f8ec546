# -W ignore::SyntaxWarning silences compile-time warnings (a program's own filters cannot)
# options: -W ignore::SyntaxWarning
# compare: whole-stderr
import warnings
x = 1
print(x is 1)
warnings.warn("runtime one")
