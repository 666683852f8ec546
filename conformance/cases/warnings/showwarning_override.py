# programs replace warnings.showwarning and warnings.formatwarning; formatwarning and showwarning called directly
# compare: whole-stderr
import io
import warnings

original_show = warnings.showwarning
original_format = warnings.formatwarning
log = []


def my_show(message, category, filename, lineno, file=None, line=None):
    log.append((str(message), category.__name__, filename.endswith(".py"), lineno, file, line))


warnings.showwarning = my_show
warnings.warn("captured")
warnings.warn("captured rt", RuntimeWarning)
print(log)
warnings.showwarning = None
try:
    warnings.warn("showwarning is None")
except TypeError as e:
    print("TypeError:", e)


def show2(message, category, filename, lineno, file=None, line=None):
    print("SHOW:", category.__name__, message)


warnings.showwarning = show2
with warnings.catch_warnings(record=True) as w:
    warnings.warn("recorded, not shown")
print(len(w))
warnings.warn("shown by show2 after the block")


def fmt(message, category, filename, lineno, line=None):
    return f"[{category.__name__}] {message} (line {lineno})\n"


print(warnings.formatwarning("text", UserWarning, "some/file.py", 12), end="")
print(repr(warnings.formatwarning("text", UserWarning, "some/file.py", 12, line="  the line  ")))
print(repr(warnings.formatwarning(UserWarning("inst"), UserWarning, "<string>", 1)))
warnings.showwarning = original_show
warnings.formatwarning = fmt
warnings.warn("through fmt to stderr")
buf = io.StringIO()
warnings.showwarning("to a file", RuntimeWarning, "x.py", 7, file=buf)
warnings.showwarning("to a file with line", RuntimeWarning, "x.py", 8, file=buf, line="source here")
print(repr(buf.getvalue()))
warnings.formatwarning = original_format
warnings.showwarning("direct", UserWarning, "nowhere.py", 3)
warnings.showwarning("direct with line", UserWarning, "nowhere.py", 4, line="    code()")
warnings.warn("back to normal")
