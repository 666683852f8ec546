# warnings.warn: default category, explicit category, a Warning instance, once per location
# compare: whole-stderr
import warnings

warnings.warn("plain message")
warnings.warn("a runtime problem", RuntimeWarning)
warnings.warn(UserWarning("an instance"))
warnings.warn(RuntimeWarning("instance wins"), DeprecationWarning)
for i in range(3):
    warnings.warn("in a loop")
for i in range(2):
    warnings.warn(f"text {i}")
warnings.warn("plain message")


class MyWarning(UserWarning):
    pass


warnings.warn("custom", MyWarning)
warnings.warn("future", FutureWarning)
warnings.warn("bytes", BytesWarning)
warnings.warn("unicode", UnicodeWarning)
warnings.warn("syntax", SyntaxWarning)
print(warnings.warn("returns"))
print("done")
