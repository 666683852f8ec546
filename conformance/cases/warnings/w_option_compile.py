# a -W module regex is matched against the module the file name gives (the whole path here), so this one does not apply
# options: -W ignore::SyntaxWarning:w_option_compile
# compare: whole-stderr
import warnings
x = 1
print(x is 1)
warnings.warn("runtime one")
