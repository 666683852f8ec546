# format_exception(type, value, tb) uses the tb given, not the exception's own
import traceback
def f():
    raise OSError(2, "nope")
try:
    f()
except OSError as e:
    print(len(traceback.format_exception(type(e), e, None)), traceback.format_exception(type(e), e, None))
    print("".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)), end="")
    print("".join(traceback.format_exception(type(e), e, e.__traceback__)), end="")
    te = traceback.TracebackException.from_exception(e)
    print(len(te.stack), [f.name for f in te.stack])
    traceback.print_exception(type(e), e, e.__traceback__.tb_next)
